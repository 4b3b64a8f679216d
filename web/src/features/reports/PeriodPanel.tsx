import { useId, useState } from 'react';
import styled from 'styled-components';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { isValidPeriod, type ReportPeriod } from './report-period';

/** What "Date Range" opens: the first and last day, and the locations (none ticked: all of them). */
export function PeriodPanel({ period, onApply }: { period: ReportPeriod; onApply(period: ReportPeriod): void }) {
  const id = useId();
  const { locations } = useSelectedLocation();
  const [draft, setDraft] = useState(period);
  const toggle = (locationId: number) =>
    setDraft({
      ...draft,
      locationIds: draft.locationIds.includes(locationId) ? draft.locationIds.filter((l) => l !== locationId) : [...draft.locationIds, locationId],
    });
  return (
    <Panel
      aria-label="Report range"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValidPeriod(draft)) onApply(draft);
      }}
    >
      <div>
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input id={`${id}-from`} type="date" value={draft.fromDay} onChange={(e) => setDraft({ ...draft, fromDay: e.target.value })} />
      </div>
      <div>
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input id={`${id}-to`} type="date" value={draft.toDay} onChange={(e) => setDraft({ ...draft, toDay: e.target.value })} />
      </div>
      {locations.length > 1 ? (
        <Locations>
          <legend>Locations (none ticked: all)</legend>
          {locations.map((location) => (
            <label key={location.id}>
              <input type="checkbox" checked={draft.locationIds.includes(location.id)} onChange={() => toggle(location.id)} /> {location.name}
            </label>
          ))}
        </Locations>
      ) : null}
      <Button type="submit" disabled={!isValidPeriod(draft)}>
        Apply
      </Button>
    </Panel>
  );
}

const Panel = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Locations = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  border: 0;
  padding: 0;
  legend {
    font-weight: 500;
    margin-bottom: ${({ theme }) => theme.space(1.5)};
  }
`;
