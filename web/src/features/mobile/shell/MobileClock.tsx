import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatClock } from '../../../lib/format/date';

/** The header clock: staff record times against it, so it ticks every second. */
export function MobileClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Time dateTime={now.toISOString()} aria-label="Current time">
      {formatClock(now)}
    </Time>
  );
}

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
