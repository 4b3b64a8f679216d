import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';

/** Full-width submit whose label switches to the SPEC pending wording while the call runs. */
export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Submit type="submit" size="lg" disabled={pending}>
      {pending ? pendingLabel : children}
    </Submit>
  );
}

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
`;
