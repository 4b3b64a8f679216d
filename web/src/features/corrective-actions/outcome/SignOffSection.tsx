import { type FormEvent, useState } from 'react';
import { SignOffCorrectiveActionDocument } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format/date';
import { Button } from '../../../ui/Button';
import { Field, Input } from '../../../ui/Field';
import { InlineForm, Note, Refusal } from './outcome-ui';
import type { ActionOutcome } from './outcome-words';
import { useOutcomeMutation } from './useOutcomeMutation';

/**
 * Issue 36: a resolved critical action counts as closed only once a manager signs it off,
 * re-entering their password. Shown inside the details dialog (a dialog of its own would fight
 * this one for the keyboard focus).
 */
export function SignOffSection({ action, canSignOff }: { action: ActionOutcome; canSignOff: boolean }) {
  const [password, setPassword] = useState('');
  const { run, loading, refusal } = useOutcomeMutation(SignOffCorrectiveActionDocument);
  if (action.signedOffAt) return <p>{`Signed off by ${action.signedOffByName ?? 'a manager'} on ${formatDateTime(action.signedOffAt)}: closed`}</p>;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run({ id: action.id, password })) setPassword('');
  };
  return (
    <>
      <p>Awaiting a manager's sign-off before it counts as closed.</p>
      {canSignOff ? (
        <InlineForm aria-label="Sign off the action" onSubmit={submit}>
          <Field label="Your password">
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            )}
          </Field>
          <Button type="submit" size="sm" disabled={loading || !password}>
            Sign off
          </Button>
        </InlineForm>
      ) : (
        <Note>A manager signs it off with their password.</Note>
      )}
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </>
  );
}
