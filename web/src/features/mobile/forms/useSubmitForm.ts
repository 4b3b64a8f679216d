import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toasts/toast-store';
import { useSendOrKeep } from '../outbox/useOutbox';
import { formOutbox, type QueuedForm } from './form-outbox';

/** Submits a form now, or keeps it on the phone when there is no connection; the API's refusal is shown. */
export function useSubmitForm() {
  const sendOrKeep = useSendOrKeep(formOutbox);
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(
    async (form: QueuedForm): Promise<'sent' | 'queued' | 'failed'> => {
      setSubmitting(true);
      try {
        return await sendOrKeep(form);
      } catch (error) {
        toast({ title: 'Error submitting form', description: errorMessage(error), variant: 'destructive' });
        return 'failed';
      } finally {
        setSubmitting(false);
      }
    },
    [sendOrKeep],
  );
  return { submit, submitting };
}
