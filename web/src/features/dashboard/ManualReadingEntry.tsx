import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ReadingUnit } from '../../components/readings/out-of-range';
import { useRecordReadingWithToasts } from '../../components/readings/useRecordReading';
import { formatDisplayedTemperature, temperatureSymbol } from '../../lib/format/temperature';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { Input } from '../../ui/Field';

type ManualReadingEntryProps = {
  equipment: ReadingUnit;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * SPEC 4/5: a button that becomes an input (in the displayed unit) with Record and Cancel; the value is sent as a float.
 * The answer updates this card (and every other card of the unit) through the cache.
 */
export function ManualReadingEntry({ equipment, open, onOpenChange }: ManualReadingEntryProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    // Closing removes the focused input, so give focus back to the button that opened it.
    if (!open && refocus.current) toggleRef.current?.focus();
    refocus.current = false;
  }, [open]);
  const close = () => {
    refocus.current = true;
    onOpenChange(false);
  };

  if (!open) {
    return (
      <Button ref={toggleRef} variant="secondary" size="sm" aria-label={`Manual entry for ${equipment.name}`} onClick={() => onOpenChange(true)}>
        Manual Entry
      </Button>
    );
  }
  return <EntryForm equipment={equipment} onDone={close} />;
}

type EntryFormProps = { equipment: ReadingUnit; onDone(): void };

/** Mounted only while open, so a closed entry always starts empty next time. */
function EntryForm({ equipment, onDone }: EntryFormProps) {
  const [value, setValue] = useState('');
  const {
    submit: record,
    pending,
    confirmation,
  } = useRecordReadingWithToasts({
    success: ({ temperature }) => ({
      title: 'Temperature recorded',
      description: `Temperature ${formatDisplayedTemperature(temperature)} recorded for ${equipment.name}`,
    }),
    failureTitle: 'Error recording temperature',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const temperature = Number.parseFloat(value);
    if (value.trim() === '' || Number.isNaN(temperature)) {
      toast({ title: 'Temperature required', description: 'Please enter a temperature reading', variant: 'destructive' });
      return;
    }
    if (await record({ equipmentId: equipment.id, temperature, isManual: true }, equipment)) onDone();
  };

  return (
    <Form onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onDone()} noValidate>
      <Unit>
        <Input
          type="number"
          step="0.1"
          inputMode="decimal"
          aria-label={`Temperature for ${equipment.name} (${temperatureSymbol()})`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          // The user just asked for this field by pressing Manual Entry or Manual Reading.
          autoFocus
        />
        <span aria-hidden="true">{temperatureSymbol()}</span>
      </Unit>
      <Button type="submit" size="sm" disabled={pending || confirmation !== null}>
        Record
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
      {confirmation ? (
        <Question>
          <ConfirmPrompt question={confirmation.question} confirmLabel="Record it" onAnswer={confirmation.answer} />
        </Question>
      ) : null}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Question = styled.div`
  flex-basis: 100%;
`;

const Unit = styled.div`
  display: flex;
  flex: 1 1 120px;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    height: 32px;
  }
`;
