import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toasts/toast-store';
import { useSendOrKeep } from '../outbox/useOutbox';
import { checkOutbox, type QueuedCheck } from './check-outbox';

/** Completes a check now, or keeps it with its photos on the phone when there is no connection. */
export function useCompleteCheck() {
  const sendOrKeep = useSendOrKeep(checkOutbox);
  const [completing, setCompleting] = useState(false);
  const complete = useCallback(
    async (check: QueuedCheck): Promise<'sent' | 'queued' | 'failed'> => {
      setCompleting(true);
      try {
        return await sendOrKeep(check);
      } catch (error) {
        toast({ title: 'Failed to complete check', description: errorMessage(error), variant: 'destructive' });
        return 'failed';
      } finally {
        setCompleting(false);
      }
    },
    [sendOrKeep],
  );
  return { complete, completing };
}
