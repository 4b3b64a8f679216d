import { useSendOrKeepWithNotice } from '../outbox/useOutbox';
import { checkOutbox } from './check-outbox';

/** Completes a check now, or keeps it with its photos on the phone when there is no connection. */
export function useCompleteCheck() {
  const { send, sending } = useSendOrKeepWithNotice(checkOutbox, 'Failed to complete check');
  return { complete: send, completing: sending };
}
