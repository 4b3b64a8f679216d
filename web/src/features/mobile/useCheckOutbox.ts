import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { CompleteMobileCheckDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { type CheckOutbox, checkOutboxFor, type QueuedCheck } from './check-outbox';
import { isRefusal, uploadQueuedPhotos } from './queued-photos';

/** While checks wait, try again this often even without an 'online' event (a lost answer brings none). */
const RETRY_MS = 30_000;

function useCheckOutbox(): CheckOutbox {
  const { user } = useSession();
  if (!user) throw new Error('The check outbox needs a signed-in user');
  return checkOutboxFor(user.id);
}

/** Photos first, each under its own clientId (a retry gets the same upload), then the check under its clientId (stored once). */
function useSendCheck() {
  const client = useApolloClient();
  return useCallback(
    async (check: QueuedCheck) => {
      const photoIds = await uploadQueuedPhotos(check.photos);
      const { templateId, locationId, answers, clientId } = check;
      await client.mutate({ mutation: CompleteMobileCheckDocument, variables: { input: { templateId, locationId, answers, photoIds, clientId } } });
    },
    [client],
  );
}

/** Completes a check now, or keeps it with its photos on the phone when there is no connection. */
export function useCompleteCheck() {
  const outbox = useCheckOutbox();
  const send = useSendCheck();
  const [completing, setCompleting] = useState(false);
  const complete = useCallback(
    async (check: QueuedCheck): Promise<'sent' | 'queued' | 'failed'> => {
      setCompleting(true);
      try {
        return await outbox.submit(check, send);
      } catch (error) {
        toast({ title: 'Failed to complete check', description: errorMessage(error), variant: 'destructive' });
        return 'failed';
      } finally {
        setCompleting(false);
      }
    },
    [outbox, send],
  );
  return { complete, completing };
}

/** How many completed checks wait on this phone. */
export function useWaitingChecks(): number {
  const outbox = useCheckOutbox();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void outbox
        .waiting()
        .then((checks) => current && setCount(checks.length))
        .catch(() => current && setCount(0));
    refresh();
    const unsubscribe = outbox.subscribe(refresh);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [outbox]);
  return count;
}

/** Sends waiting checks when the app opens, when the connection returns, and now and then meanwhile. */
export function useCheckOutboxSync(): void {
  const outbox = useCheckOutbox();
  const send = useSendCheck();
  useEffect(() => {
    const sync = async () => {
      if (!navigator.onLine) return;
      const result = await outbox.flush(send);
      if (result.error && isRefusal(result.error)) {
        toast({ title: 'Sync failed', description: errorMessage(result.error), variant: 'destructive' });
      }
    };
    const onOnline = () => void sync().catch(() => {});
    onOnline();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [outbox, send]);
}
