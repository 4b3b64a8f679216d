import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';

/** A titled card section, named by its heading for screen-reader landmarks; `action` sits beside the title. */
export function ComplianceSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {action}
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
