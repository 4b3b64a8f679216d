import styled from 'styled-components';
import { CLOCK_TOLERANCE_MS, useClockOffset } from '../../../lib/server-clock';

/** "5 minutes", "2 hours": how far off, in words. */
function howFar(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`;
}

/** Readings are dated by the phone's clock: when it is off from the server's by more than a couple of minutes, the phone says so. */
export function ClockWarning() {
  const offset = useClockOffset();
  if (offset === null || Math.abs(offset) <= CLOCK_TOLERANCE_MS) return null;
  return (
    <Warning role="alert">
      {`This phone's clock is ${howFar(offset)} ${offset > 0 ? 'ahead of' : 'behind'} the server's. `}
      Readings are dated by the phone: set its date and time to automatic.
    </Warning>
  );
}

const Warning = styled.p`
  margin: 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
