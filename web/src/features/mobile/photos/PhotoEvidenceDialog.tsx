import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { PhotoButtons } from './PhotoButtons';

type PhotoEvidenceDialogProps = { open: boolean; onClose(): void; onAdd(photos: File[]): void };

/** SPEC 2.20: the temperature view's Photo Evidence dialog (Take Photo, Upload Photo, Cancel). */
export function PhotoEvidenceDialog({ open, onClose, onAdd }: PhotoEvidenceDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Photo Evidence"
      description="Take a photo of the probe display or upload one from this phone."
      footer={
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <Choices>
        <PhotoButtons
          uploadLabel="Upload Photo"
          onAdd={(photos) => {
            onAdd(photos);
            onClose();
          }}
        />
      </Choices>
    </Dialog>
  );
}

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
