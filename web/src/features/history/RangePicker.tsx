import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { customRange, type HistoryRange, presetRange, RANGE_CHOICES } from './history-range';

/** 24 hours / 7 days / 30 days / Custom, as a group of toggle buttons; Custom shows two day fields. */
export function RangePicker({ range, onChange }: { range: HistoryRange; onChange(range: HistoryRange): void }) {
  const id = useId();
  const [custom, setCustom] = useState({ open: range.kind === 'custom', from: '', to: '' });
  const [invalid, setInvalid] = useState(false);
  const choose = (kind: (typeof RANGE_CHOICES)[number]['kind']) => {
    setCustom({ ...custom, open: kind === 'custom' });
    if (kind !== 'custom') onChange(presetRange(kind));
  };
  const applyCustom = () => {
    const next = customRange(custom.from, custom.to);
    setInvalid(!next);
    if (next) onChange(next);
  };
  return (
    <div>
      <Choices role="group" aria-label="Range">
        {RANGE_CHOICES.map(({ kind, label }) => (
          <Button
            key={kind}
            size="sm"
            variant={(kind === 'custom' ? custom.open : range.kind === kind && !custom.open) ? 'primary' : 'secondary'}
            aria-pressed={kind === 'custom' ? custom.open : range.kind === kind && !custom.open}
            onClick={() => choose(kind)}
          >
            {label}
          </Button>
        ))}
      </Choices>
      {custom.open ? (
        <Custom
          onSubmit={(event) => {
            event.preventDefault();
            applyCustom();
          }}
        >
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input id={`${id}-from`} type="date" value={custom.from} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input id={`${id}-to`} type="date" value={custom.to} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
          <Button type="submit" size="sm">
            Show
          </Button>
          {invalid ? <Problem role="alert">Choose a first day on or before the last day.</Problem> : null}
        </Custom>
      ) : null}
    </div>
  );
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  input {
    width: auto;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
