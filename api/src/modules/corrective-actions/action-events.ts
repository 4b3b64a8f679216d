import type { LiveEvents } from '../../events/live-events.js';
import type { CorrectiveActionType } from './corrective-action.types.js';

/** opened by a person or the alert engine; escalated when a critical one was not started in time; acknowledged; started; resolved; assigned (issue 36); signed off. */
export type ActionChange = 'opened' | 'escalated' | 'acknowledged' | 'started' | 'resolved' | 'assigned' | 'signed_off';

/** What subscribers of a location receive after an action's change commits. */
export interface CorrectiveActionChangedEvent {
  locationId: number;
  change: ActionChange;
  action: CorrectiveActionType;
}

const CORRECTIVE_ACTION_CHANGED = 'corrective_action_changed';

/** Call after the change committed. An action tied to no location reaches no location's subscribers. */
export function publishActionChange(events: LiveEvents, change: ActionChange, action: CorrectiveActionType): void {
  if (action.locationId === null) return;
  events.publish(CORRECTIVE_ACTION_CHANGED, action.locationId, { locationId: action.locationId, change, action });
}

export async function* actionChangesAt(events: LiveEvents, locationId: number): AsyncIterable<CorrectiveActionChangedEvent> {
  for await (const event of events.subscribe<CorrectiveActionChangedEvent>(CORRECTIVE_ACTION_CHANGED, locationId)) yield reviveDates(event);
}

/** Events that crossed processes as JSON carry dates as strings. */
function reviveDates(event: CorrectiveActionChangedEvent): CorrectiveActionChangedEvent {
  const { action } = event;
  action.createdAt = new Date(action.createdAt);
  for (const key of ['dueDate', 'resolvedAt', 'escalatedAt', 'acknowledgedAt', 'signedOffAt', 'closedAt'] as const) {
    const value = action[key];
    action[key] = value === null ? null : new Date(value);
  }
  const { verification } = action;
  if (verification) {
    for (const key of ['recordedAt', 'verifiedAt'] as const) {
      const value = verification[key];
      verification[key] = value === null ? null : new Date(value);
    }
  }
  return event;
}
