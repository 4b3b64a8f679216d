import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { ReadingUnit } from '../../components/readings/out-of-range';
import { useRecordReadingWithToasts } from '../../components/readings/useRecordReading';
import { formatDisplayedTemperature, temperatureSymbol } from '../../lib/format/temperature';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { Input } from '../../ui/Field';

type ManualReadingFormProps = { equipment: ReadingUnit; onDone(): void };

/** ManualReadingEntry's open form: mounted only while open, so a closed entry always starts empty next time. */
export function ManualReadingForm({ equipment, onDone }: ManualReadingFormProps) {
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
