import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { temperatureSymbol } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { Input, Label } from '../../ui/Field';
import { useConfirmPrompt } from '../../ui/useConfirmPrompt';

type ProcessReadingEntryProps = {
  label: string;
  /** Why the reading would be flagged (null: it would not): the person confirms it before it is sent. */
  onCheck(value: number): Promise<string | null>;
  onRecord(value: number, photo?: File): Promise<boolean>;
};

/**
 * A probe reading typed in the company's scale, with an optional photo of the probe, and Record; it
 * clears once recorded. A reading the API would flag is asked about first; Cancel keeps it for correcting.
 */
export function ProcessReadingEntry({ label, onCheck, onRecord }: ProcessReadingEntryProps) {
  const [value, setValue] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [photoKey, setPhotoKey] = useState(0);
  const [sending, setSending] = useState(false);
  const { pending: question, ask } = useConfirmPrompt();
  const inputId = `probe-${label.replaceAll(/\W+/g, '-')}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number.parseFloat(value);
    if (Number.isNaN(number)) return;
    setSending(true);
    const concern = await onCheck(number);
    const confirmed = !concern || (await ask(`${concern} — record it?`));
    if (confirmed && (await onRecord(number, photo))) {
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
      {question ? (
        <Question>
          <ConfirmPrompt question={question.question} confirmLabel="Record it" onAnswer={question.answer} />
        </Question>
      ) : null}
    </Row>
  );
}

const Question = styled.div`
  grid-column: 1 / -1;
`;

const Row = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    grid-column: 1 / -1;
  }
`;
