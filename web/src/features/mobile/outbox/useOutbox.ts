import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { type ToastHandle, toast } from '../../../lib/toasts/toast-store';
import { type Outbox, outboxFor, type RefusedRecord } from './outbox';
import { isPermanentFailure, type OutboxKind, type QueuedRecord } from './outbox-kind';

/** While records wait, try again this often even without an 'online' event (a lost answer brings none). */
export const RETRY_MS = 30_000;

function useOutbox(): Outbox {
  const { user } = useSession();
  if (!user) throw new Error('The outbox needs a signed-in user');
  return outboxFor(user.id);
}

/** Sends a record now, or keeps it on the phone; rejects only when the server refused it. */
export function useSendOrKeep<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>): (item: Item) => Promise<'sent' | 'queued'> {
  const outbox = useOutbox();
  const client = useApolloClient();
  return useCallback((item: Item) => outbox.submit(kind, item, client), [outbox, kind, client]);
}

/**
 * Sends a record now or keeps it on the phone, and says so when the server refused it (failureTitle,
 * with the server's message): resolves 'failed' then, and nothing was kept.
 */
export function useSendOrKeepWithNotice<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>, failureTitle: string) {
  const sendOrKeep = useSendOrKeep(kind);
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (item: Item): Promise<'sent' | 'queued' | 'failed'> => {
      setSending(true);
      try {
        return await sendOrKeep(item);
      } catch (error) {
        toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
        return 'failed';
      } finally {
        setSending(false);
      }
    },
    [sendOrKeep, failureTitle],
  );
  return { send, sending };
}

/** What the outbox holds, read again on every change to it; `empty` without IndexedDB (some private modes), where nothing can wait. */
function useOutboxRead<T>(read: (outbox: Outbox) => Promise<T>, empty: T): T {
  const outbox = useOutbox();
  const [value, setValue] = useState<T>(empty);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void read(outbox)
        .then((latest) => current && setValue(latest))
        .catch(() => current && setValue(empty));
    refresh();
    const unsubscribe = outbox.subscribe(refresh);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [outbox, read, empty]);
  return value;
}

const NONE = {};
const readCounts = (outbox: Outbox) => outbox.counts();

/** How many records of each kind (by name) wait on this phone; follows every change to the outbox. */
export function useWaitingCounts(): Record<string, number> {
  return useOutboxRead<Record<string, number>>(readCounts, NONE);
}

const NOTHING: never[] = [];

/** The records of one kind that wait on this phone, oldest first; follows every change to the outbox. */
export function useWaiting<Item extends QueuedRecord>(kind: OutboxKind<Item>): Item[] {
  const read = useCallback((outbox: Outbox) => outbox.waiting(kind), [kind]);
  return useOutboxRead<Item[]>(read, NOTHING);
}

/** The records of one kind the server refused, set aside with their reasons, oldest first; follows every change to the outbox. */
export function useRefused<Item extends QueuedRecord>(kind: OutboxKind<Item>): RefusedRecord<Item>[] {
  const read = useCallback((outbox: Outbox) => outbox.refused(kind), [kind]);
  return useOutboxRead<RefusedRecord<Item>[]>(read, NOTHING);
}

/** What the person may do with a refused record: send it again as fixed, or discard it. */
export function useRefusedActions<Item extends QueuedRecord, Input>(kind: OutboxKind<Item, Input>) {
  const outbox = useOutbox();
  const client = useApolloClient();
  const resend = useCallback((item: Item) => outbox.resend(kind, item, client), [outbox, kind, client]);
  const discard = useCallback((item: Item) => outbox.discard(kind, item.clientId), [outbox, kind]);
  return { resend, discard };
}

/** Sends what waits when the app opens, when the connection returns, and now and then meanwhile. */
export function useOutboxSync(kinds: readonly OutboxKind[]): void {
  const outbox = useOutbox();
  const client = useApolloClient();
  useEffect(() => {
    // The 'Sync failed' notice of each kind, withdrawn once that kind's records went through.
    const failures = new Map<string, ToastHandle>();
    const sync = async () => {
      if (!navigator.onLine) return;
      const results = await outbox.flush(kinds, client);
      for (const kind of kinds) {
        const { error, remaining } = results[kind.name];
        if (remaining === 0) {
          failures.get(kind.name)?.dismiss();
          failures.delete(kind.name);
        }
        // A refusal (not a dropped connection) will not go away by itself, so say so.
        if (error && isPermanentFailure(kind, error)) {
          failures.set(kind.name, toast({ title: 'Sync failed', description: errorMessage(error), variant: 'destructive' }));
        }
      }
    };
    // A phone without IndexedDB has nothing queued; storage errors must not surface as crashes.
    const onOnline = () => void sync().catch(() => {});
    onOnline();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [outbox, client, kinds]);
}
