import type { LiveEvents } from '../../events/live-events.js';

/** What one person's open bells receive: ids only (the bell refetches its list), keyed by the person. */
export interface MyNotificationsChangedEvent {
  /** The notification that arrived; null when the person marked some read (another tab or device). */
  notificationId: number | null;
}

const MY_NOTIFICATIONS_CHANGED = 'my_notifications_changed';

/** Call after the change committed: a notification addressed to the person, or their marking some read. */
export function publishMyNotificationsChanged(events: LiveEvents, recipientId: number, notificationId: number | null): void {
  events.publish(MY_NOTIFICATIONS_CHANGED, recipientId, { notificationId } satisfies MyNotificationsChangedEvent);
}

/** Whether a live-events stream is a person's bell (keyed by their user id, not a location). */
export const isMyNotificationsStream = (topic: string): boolean => topic === MY_NOTIFICATIONS_CHANGED;

/** The person's own stream: the key is the subscriber's user id, never an argument, so nobody hears another's. */
export function myNotificationChanges(events: LiveEvents, recipientId: number): AsyncIterable<MyNotificationsChangedEvent> {
  return events.subscribe<MyNotificationsChangedEvent>(MY_NOTIFICATIONS_CHANGED, recipientId);
}
