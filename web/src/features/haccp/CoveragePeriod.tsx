import styled from 'styled-components';
import { Field, Input } from '../../ui/Field';

export type CoverageRange = { from: string; to: string; fromDay: string; toDay: string };

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Whole local days, the last included: [first day's start, the day after the last). */
function rangeOf(fromDay: string, toDay: string): CoverageRange {
  const to = new Date(`${toDay}T00:00`);
  to.setDate(to.getDate() + 1);
  return { fromDay, toDay, from: new Date(`${fromDay}T00:00`).toISOString(), to: to.toISOString() };
}

/** The last seven days, today included. */
export function lastWeek(now = new Date()): CoverageRange {
  const from = new Date(now);
  from.setDate(from.getDate() - 6);
  return rangeOf(dayOf(from), dayOf(now));
}

/** The coverage period's first and last day; a period that ends before it starts is not applied. */
export function CoveragePeriod({ period, onChange }: { period: CoverageRange; onChange(range: CoverageRange): void }) {
  const set = (fromDay: string, toDay: string) => {
    if (fromDay && toDay && fromDay <= toDay) onChange(rangeOf(fromDay, toDay));
  };
  return (
    <Days>
      <Field label="First day">
        {(control) => <Input {...control} type="date" value={period.fromDay} onChange={(e) => set(e.target.value, period.toDay)} />}
      </Field>
      <Field label="Last day">
        {(control) => <Input {...control} type="date" value={period.toDay} onChange={(e) => set(period.fromDay, e.target.value)} />}
      </Field>
    </Days>
  );
}

const Days = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
