import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { implausibleReading, outOfRangeQuestion } from '../../../components/readings/out-of-range';
import { temperatureSymbol } from '../../../lib/format/temperature';
import { Button } from '../../../ui/Button';
import { Field, Input } from '../../../ui/Field';
import { targetRange } from '../equipment/EquipmentSummary';
import type { MobileEquipment } from '../equipment/useMobileEquipment';
import { type QueuedPhoto, toQueuedPhotos } from '../outbox/queued-photos';
import { PhotoEvidenceDialog } from '../photos/PhotoEvidenceDialog';
import { CameraIcon } from '../shell/mobile-icons';
import { Muted } from '../shell/mobile-ui';
import { useRecordTemperature } from './useRecordTemperature';

type TemperatureEntryProps = {
  equipment: MobileEquipment | null;
  onRecorded(): void;
  /** The Photo Evidence dialog; off inside another dialog, where a second modal would fight for focus. */
  withPhotos?: boolean;
};

/** SPEC 2.20 / 5: a reading for the chosen unit; Record Temperature waits for a unit and a value. */
export function TemperatureEntry({ equipment, onRecorded, withPhotos = false }: TemperatureEntryProps) {
  const [value, setValue] = useState('');
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [photoDialog, setPhotoDialog] = useState(false);
  const { record, recording } = useRecordTemperature();
  const temperature = Number.parseFloat(value);
  const ready = equipment !== null && value.trim() !== '' && Number.isFinite(temperature);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || recording) return;
    // The phone asks in its own alert style (SPEC 2.20 uses the browser's alerts); Cancel keeps the value.
    // A reading no probe can give is refused before any question.
    const refusal = implausibleReading(temperature, equipment);
    if (refusal) return window.alert(refusal);
    const question = outOfRangeQuestion(temperature, equipment);
    if (question && !window.confirm(question)) return;
    // A reading saved for sync counts as taken; only a refusal keeps the entry for another try.
    if ((await record(equipment, temperature, photos)) === 'failed') return;
    setValue('');
    setPhotos([]);
    onRecorded();
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Record temperature">
      {equipment ? <Muted>{targetRange(equipment)}</Muted> : null}
      <Field label={`Temperature (${temperatureSymbol()})`}>
        {(control) => <Input {...control} type="number" inputMode="decimal" step="0.1" value={value} onChange={(event) => setValue(event.target.value)} />}
      </Field>
      {withPhotos ? (
        <Button variant="secondary" onClick={() => setPhotoDialog(true)}>
          <CameraIcon size={16} />
          Add Photo
        </Button>
      ) : null}
      {photos.length > 0 ? <Muted>{`Photos selected: ${photos.length}`}</Muted> : null}
      <Button type="submit" size="lg" disabled={!ready || recording}>
        {recording ? 'Recording...' : 'Record Temperature'}
      </Button>
      <PhotoEvidenceDialog
        open={photoDialog}
        onClose={() => setPhotoDialog(false)}
        onAdd={(added) => setPhotos((kept) => [...kept, ...toQueuedPhotos(added)])}
      />
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
