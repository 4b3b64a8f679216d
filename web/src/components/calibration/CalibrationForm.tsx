import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import type { RecordProbeCalibrationInput } from '../../graphql/graphql';
import { fromDisplayedTemperature, temperatureSymbol } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { Field, Input, Select } from '../../ui/Field';

type Unit = { id: number; name: string };

type CalibrationFormProps = {
  units: Unit[];
  pending: boolean;
  /** Resolves true when recorded, so the form clears for the next probe. */
  onRecord(input: RecordProbeCalibrationInput): Promise<boolean>;
};

/** FOOD-SAFETY.md: probes are checked in iced water (0 °C) or boiling water (100 °C); the API takes °C. */
const REFERENCES = [
  { value: '0', label: 'Ice point (0 °C / 32 °F)' },
  { value: '100', label: 'Boiling point (100 °C / 212 °F)' },
];

/** Probe, reference and reading; the server works out the variance and whether it is within tolerance. */
export function CalibrationForm({ units, pending, onRecord }: CalibrationFormProps) {
  const [equipmentId, setEquipmentId] = useState('');
  const [reference, setReference] = useState('0');
  const [reading, setReading] = useState('');
  const [notes, setNotes] = useState('');
  const ready = equipmentId !== '' && reading !== '' && !pending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const input = {
      equipmentId: Number(equipmentId),
      referenceTemp: Number(reference),
      actualTemp: fromDisplayedTemperature(Number(reading)),
      notes: notes.trim() || null,
    };
    if (await onRecord(input)) {
      setReading('');
      setNotes('');
    }
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Record calibration">
      <Field label="Probe or unit">
        {(control) => (
          <Select {...control} value={equipmentId} onChange={(event) => setEquipmentId(event.target.value)}>
            <option value="">Select a probe</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Reference">
        {(control) => (
          <Select {...control} value={reference} onChange={(event) => setReference(event.target.value)}>
            {REFERENCES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`Probe reading (${temperatureSymbol()})`}>
        {(control) => <Input {...control} type="number" step="0.1" inputMode="decimal" value={reading} onChange={(event) => setReading(event.target.value)} />}
      </Field>
      <Field label="Notes">{(control) => <Input {...control} value={notes} onChange={(event) => setNotes(event.target.value)} />}</Field>
      <Actions>
        <Button type="submit" disabled={!ready}>
          {pending ? 'Recording...' : 'Record Calibration'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  max-width: 480px;
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
