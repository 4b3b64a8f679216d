import { type FormEvent, useState } from 'react';
import { AssignCorrectiveActionDocument } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format/date';
import { Button } from '../../../ui/Button';
import { Field, Input, Select } from '../../../ui/Field';
import { InlineForm, Note, Refusal } from './outcome-ui';
import type { ActionOutcome } from './outcome-words';
import { useOutcomeMutation } from './useOutcomeMutation';

type Props = { action: ActionOutcome & { dueDate?: string | null; status: string } };

/** Issue 36: who owns the action and by when; administrators and managers (those offered choices) assign or reassign it. */
export function OwnerSection({ action }: Props) {
  const [assigneeId, setAssigneeId] = useState(action.assigneeId ? String(action.assigneeId) : '');
  const [due, setDue] = useState('');
  const { run, loading, refusal } = useOutcomeMutation(AssignCorrectiveActionDocument);
  const canAssign = action.assigneeChoices.length > 0 && action.status !== 'resolved';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!assigneeId) return;
    await run({ id: action.id, assigneeId: Number(assigneeId), dueDate: due ? new Date(due).toISOString() : null });
  };
  return (
    <>
      <p>{action.assigneeName ? `Owner: ${action.assigneeName}` : 'No owner yet'}</p>
      <Note>{action.dueDate ? `Due ${formatDateTime(action.dueDate)}` : 'No due time'}</Note>
      {canAssign ? (
        <InlineForm aria-label="Assign the action" onSubmit={submit}>
          <Field label="Owner">
            {(control) => (
              <Select {...control} value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)} required>
                <option value="">Choose a person</option>
                {action.assigneeChoices.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.fullName}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Due by">{(control) => <Input {...control} type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />}</Field>
          <Button type="submit" size="sm" disabled={loading || !assigneeId}>
            {action.assigneeId ? 'Reassign' : 'Assign'}
          </Button>
        </InlineForm>
      ) : null}
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </>
  );
}
