import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toasts/toast-store';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field, Input, Select } from '../../../ui/Field';
import type { MobileEquipment } from '../equipment/useMobileEquipment';
import { useRefusedActions } from '../outbox/useOutbox';
import { type QueuedReading, readingOutbox } from './reading-outbox';

type FixReadingDialogProps = { reading: QueuedReading | null; units: readonly MobileEquipment[]; onClose(): void };

/** A refused reading, as the person corrects it before it is sent again: the unit, the value, when it was taken. */
export function FixReadingDialog({ reading, units, onClose }: FixReadingDialogProps) {
  return (
    <Dialog open={reading !== null} onClose={onClose} title="Fix reading" description="It has not reached the record yet: correct it, then resend it.">
      {reading ? <FixReadingForm key={reading.clientId} reading={reading} units={units} onDone={onClose} /> : null}
    </Dialog>
  );
}

/** datetime-local's value for an instant, on this phone's clock. */
const localInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function FixReadingForm({ reading, units, onDone }: { reading: QueuedReading; units: readonly MobileEquipment[]; onDone(): void }) {
  const { resend } = useRefusedActions(readingOutbox);
  const [unitId, setUnitId] = useState(units.some((unit) => unit.id === reading.equipmentId) ? String(reading.equipmentId) : '');
  const [value, setValue] = useState(String(reading.temperature));
  const [takenAt, setTakenAt] = useState(localInput(reading.recordedAt));
  const [sending, setSending] = useState(false);
  const unit = units.find((candidate) => String(candidate.id) === unitId);
  const temperature = Number.parseFloat(value);
  const recordedAt = new Date(takenAt);
  const ready = unit !== undefined && Number.isFinite(temperature) && !Number.isNaN(recordedAt.getTime());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || sending) return;
    setSending(true);
    try {
      // The field shows whole minutes: an untouched time keeps the one taken, to the millisecond.
      const taken = takenAt === localInput(reading.recordedAt) ? reading.recordedAt : recordedAt.toISOString();
      const fixed = { ...reading, equipmentId: unit.id, equipmentName: unit.name, temperature, recordedAt: taken };
      const outcome = await resend(fixed);
      if (outcome === 'sent') toast({ title: 'Temperature recorded successfully!' });
      else if (outcome === 'queued') toast({ title: 'Saved on this phone', description: 'The reading will be sent when you are back online.' });
      else toast({ title: 'Still not accepted', description: 'The server refused the reading again: see why in the list.', variant: 'destructive' });
      onDone();
    } catch (error) {
      toast({ title: 'Could not resend the reading', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Fix reading">
      <Field label="Unit">
        {(control) => (
          <Select {...control} value={unitId} onChange={(event) => setUnitId(event.target.value)}>
            <option value="">Choose a unit</option>
            {units.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`Temperature (°${reading.unit ?? 'C'})`}>
        {(control) => <Input {...control} type="number" inputMode="decimal" step="0.1" value={value} onChange={(event) => setValue(event.target.value)} />}
      </Field>
      <Field label="Taken at">
        {(control) => <Input {...control} type="datetime-local" value={takenAt} onChange={(event) => setTakenAt(event.target.value)} />}
      </Field>
      <Button type="submit" size="lg" disabled={!ready || sending}>
        {sending ? 'Sending...' : 'Resend'}
      </Button>
    </form>
  );
}
