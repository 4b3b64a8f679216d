import { formatDateTime } from '../../lib/format/date';

/**
 * "Acknowledged by Sam Cook at 11/27/2026 02:14": someone has it (issue 34); the action is not resolved by it.
 * The action's card, its details and the header's bell say it alike.
 */
export function acknowledgedWords(action: { acknowledgedAt?: string | null; acknowledgedByName?: string | null }): string {
  return `Acknowledged${action.acknowledgedByName ? ` by ${action.acknowledgedByName}` : ''} at ${formatDateTime(action.acknowledgedAt)}`;
}
