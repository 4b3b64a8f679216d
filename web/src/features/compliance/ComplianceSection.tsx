import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';

/** A titled card section, named by its heading for screen-reader landmarks. */
export function ComplianceSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Section>
  );
}

const Section = styled(Card)`
  & + & {
    margin-top: ${({ theme }) => theme.space(6)};
  }
`;
