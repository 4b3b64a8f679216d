import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { RecordFoodDispositionDocument } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format/date';
import { paths } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Field, Input, Select } from '../../../ui/Field';
import { InlineForm, Note, Refusal, Rows } from './outcome-ui';
import { type ActionOutcome, DECISION_OPTIONS, type Disposition, decisionWords, QUANTITY_UNITS } from './outcome-words';
import { useOutcomeMutation } from './useOutcomeMutation';

const BLANK = { food: '', quantity: '', unit: 'kg', decision: 'discarded', hours: '', reason: '' };

/**
 * Issue 36: what was done with the food, one row per food. Rows are never edited: Correct makes a
 * new row that names the old one. Discarded food goes to the waste log (Reports).
 */
export function DispositionSection({ action, closed }: { action: ActionOutcome; closed: boolean }) {
  const [form, setForm] = useState(BLANK);
  const [correcting, setCorrecting] = useState<Disposition | null>(null);
  const { run, loading, refusal } = useOutcomeMutation(RecordFoodDispositionDocument);
  const set = (key: keyof typeof BLANK) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const correct = (row: Disposition) => {
    setCorrecting(row);
    setForm({ food: row.food, quantity: String(row.quantity), unit: row.unit, decision: row.decision, hours: String(row.useWithinHours ?? ''), reason: '' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      actionId: action.id,
      food: form.food,
      quantity: form.quantity === '' ? null : Number(form.quantity),
      unit: form.unit,
      decision: form.decision,
      useWithinHours: form.decision === 'use_within_hours' && form.hours ? Number(form.hours) : null,
      reason: form.reason.trim() || null,
      correctsId: correcting?.id ?? null,
    };
    if (await run({ input })) {
      setForm(BLANK);
      setCorrecting(null);
    }
  };
  return (
    <>
      {action.dispositions.length ? (
        <Rows aria-label="Food dispositions">
          {action.dispositions.map((row) => (
            <li key={row.id}>
              {`${row.quantity} ${row.unit} ${row.food}: ${decisionWords(row)}${row.reason ? ` (${row.reason})` : ''}`}
              {` — ${row.recordedByName ?? 'someone'}, ${formatDateTime(row.recordedAt)}`}
              {row.correctedById ? ' — corrected by a later entry' : ''}
              {row.ruleBasis ? <Note>{row.ruleBasis}</Note> : null}
              {!closed && !row.correctedById ? (
                <Button size="sm" variant="secondary" aria-label={`Correct ${row.food}`} onClick={() => correct(row)}>
                  Correct
                </Button>
              ) : null}
            </li>
          ))}
        </Rows>
      ) : (
        <Note>Nothing recorded yet about the food.</Note>
      )}
      {action.dispositions.some((row) => row.decision === 'discarded') ? (
        <Note>
          Discarded food is in the <Link to={paths.reports}>waste log in Reports</Link>.
        </Note>
      ) : null}
      {closed ? null : (
        <InlineForm aria-label={correcting ? `Correct the entry for ${correcting.food}` : 'Record what was done with the food'} onSubmit={submit}>
          <Field label="Food">{(control) => <Input {...control} value={form.food} onChange={set('food')} maxLength={200} required />}</Field>
          <Field label="Quantity">
            {(control) => <Input {...control} type="number" inputMode="decimal" min="0" step="any" value={form.quantity} onChange={set('quantity')} />}
          </Field>
          <Field label="Unit">
            {(control) => (
              <Select {...control} value={form.unit} onChange={set('unit')}>
                {QUANTITY_UNITS.map((unit) => (
                  <option key={unit}>{unit}</option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Decision">
            {(control) => (
              <Select {...control} value={form.decision} onChange={set('decision')}>
                {DECISION_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {form.decision === 'use_within_hours' ? (
            <Field label="Hours">{(control) => <Input {...control} type="number" min="1" max="72" value={form.hours} onChange={set('hours')} />}</Field>
          ) : null}
          <Field label="Reason">{(control) => <Input {...control} value={form.reason} onChange={set('reason')} maxLength={2000} />}</Field>
          <Button type="submit" size="sm" disabled={loading}>
            {correcting ? 'Record correction' : 'Record'}
          </Button>
        </InlineForm>
      )}
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </>
  );
}
