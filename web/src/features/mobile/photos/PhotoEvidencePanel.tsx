import styled from 'styled-components';
import { Card, CardBody, CardTitle } from '../../../ui/Card';
import { Muted } from '../shell/mobile-ui';
import { PhotoButtons } from './PhotoButtons';

type PhotoEvidencePanelProps = { count: number; onAdd(photos: File[]): void };

/** SPEC 2.20: the check's Photo Evidence panel with Take Photo and Upload. */
export function PhotoEvidencePanel({ count, onAdd }: PhotoEvidencePanelProps) {
  return (
    <Card as="div">
      <CardBody>
        <CardTitle>Photo Evidence</CardTitle>
        <Muted>{count === 0 ? 'No photos yet.' : `Photos attached: ${count}`}</Muted>
        <Buttons>
          <PhotoButtons uploadLabel="Upload" onAdd={onAdd} />
        </Buttons>
      </CardBody>
    </Card>
  );
}

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
