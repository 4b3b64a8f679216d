import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { temperatureSymbol } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';

type ProcessReadingEntryProps = { label: string; onRecord(value: number, photo?: File): Promise<boolean> };

/** A probe reading typed in the company's scale, with an optional photo of the probe, and Record; it clears once recorded. */
export function ProcessReadingEntry({ label, onRecord }: ProcessReadingEntryProps) {
  const [value, setValue] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoKey, setPhotoKey] = useState(0);
  const [sending, setSending] = useState(false);
  const inputId = `probe-${label.replaceAll(/\W+/g, '-')}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number.parseFloat(value);
    if (Number.isNaN(number)) return;
    setSending(true);
    if (await onRecord(number, photo)) {
      setValue('');
      setPhoto(undefined);
      setPhotoKey((key) => key + 1);
    }
    setSending(false);
  };
  return (
    <Row onSubmit={submit} aria-label={`Record probe temperature for ${label}`}>
      <Label htmlFor={inputId}>Probe temperature ({temperatureSymbol()})</Label>
      <Input id={inputId} type="number" step={0.1} inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />
      <Button type="submit" size="sm" disabled={sending || value.trim() === ''}>
        {sending ? 'Recording...' : 'Record'}
      </Button>
      <Label htmlFor={`${inputId}-photo`}>Photo (optional)</Label>
      <Input
        key={photoKey}
        id={`${inputId}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        onChange={(event) => setPhoto(event.target.files?.[0])}
      />
    </Row>
  );
}

const Row = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    grid-column: 1 / -1;
  }
`;
