import { useId, useState } from 'react';
import styled from 'styled-components';
import type { LeaguePreset } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { type LeaguePeriod, PRESET_LABELS } from './league-period';

/** Last 7 days / Last 30 days at once; Custom asks for its first and last day, applied together. */
export function LeaguePeriodPicker({ period, onChange }: { period: LeaguePeriod; onChange(period: LeaguePeriod): void }) {
  const name = useId();
  const [custom, setCustom] = useState({ from: period.from, to: period.to });
  const [choosingCustom, setChoosingCustom] = useState(period.preset === 'custom');
  const pick = (preset: LeaguePreset) => {
    setChoosingCustom(preset === 'custom');
    if (preset !== 'custom') onChange({ preset, from: '', to: '' });
  };
  const valid = Boolean(custom.from && custom.to && custom.from <= custom.to);
  return (
    <Bar>
      <Choices role="radiogroup" aria-label="Period">
        {(Object.keys(PRESET_LABELS) as LeaguePreset[]).map((preset) => (
          <Choice key={preset}>
            <input
              type="radio"
              name={name}
              value={preset}
              checked={choosingCustom ? preset === 'custom' : period.preset === preset}
              onChange={() => pick(preset)}
            />
            {PRESET_LABELS[preset]}
          </Choice>
        ))}
      </Choices>
      {choosingCustom ? (
        <Custom
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onChange({ preset: 'custom', ...custom });
          }}
        >
          <Label>
            From
            <Input type="date" value={custom.from} onChange={(event) => setCustom({ ...custom, from: event.target.value })} required />
          </Label>
          <Label>
            To
            <Input type="date" value={custom.to} onChange={(event) => setCustom({ ...custom, to: event.target.value })} required />
          </Label>
          <Button type="submit" variant="secondary" disabled={!valid}>
            Apply
          </Button>
        </Custom>
      ) : null}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Custom = styled.form`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;
