import { type FormEvent, useState } from 'react';
import { RecordActionRootCauseDocument } from '../../../graphql/graphql';
import { Button } from '../../../ui/Button';
import { Field, Input, Select } from '../../../ui/Field';
import { InlineForm, Note, Refusal } from './outcome-ui';
import { type ActionOutcome, ROOT_CAUSE_OPTIONS } from './outcome-words';

import { useOutcomeMutation } from './useOutcomeMutation';

/** Issue 36: why it happened, from the short list, with words ('Other' needs them). Recording it again keeps the earlier answer in the history. */
export function RootCauseSection({ action, closed }: { action: ActionOutcome; closed: boolean }) {
  const [cause, setCause] = useState(action.rootCause ?? '');
  const [text, setText] = useState(action.rootCauseText ?? '');
  const { run, loading, refusal } = useOutcomeMutation(RecordActionRootCauseDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cause) await run({ id: action.id, rootCause: cause, text: text.trim() || null });
  };
  return (
    <>
      <p>{action.rootCauseLabel ? `${action.rootCauseLabel}${action.rootCauseText ? `: ${action.rootCauseText}` : ''}` : 'Not recorded yet'}</p>
      {closed ? null : (
        <InlineForm aria-label="Record the root cause" onSubmit={submit}>
          <Field label="Root cause">
            {(control) => (
              <Select {...control} value={cause} onChange={(event) => setCause(event.target.value)} required>
                <option value="">Choose a cause</option>
                {ROOT_CAUSE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="What happened">
            {(control) => <Input {...control} value={text} onChange={(event) => setText(event.target.value)} maxLength={2000} />}
          </Field>
          <Button type="submit" size="sm" disabled={loading || !cause}>
            Save root cause
          </Button>
        </InlineForm>
      )}
      {cause === 'other' && !text.trim() ? <Note>Describe the cause when it is Other.</Note> : null}
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
    </>
  );
}
