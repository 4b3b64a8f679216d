import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  AcknowledgeFromBellDocument,
  MarkNotificationsReadDocument,
  MyNotificationsChangedDocument,
  MyNotificationsDocument,
  type MyNotificationsQuery,
} from '../../graphql/graphql';

export type MyNotification = MyNotificationsQuery['myNotifications'][number];

/** Live events keep the bell current; this slow refetch only covers a socket that is down. */
const FALLBACK_REFRESH_MS = 60_000;

/**
 * The bell's count and list, as the API gives them (unread first), kept live over the subscription
 * socket: a notification for the person, or their marking read in another tab, refetches the list.
 */
export function useMyNotifications() {
  const { data, loading, refetch } = useQuery(MyNotificationsDocument, { pollInterval: FALLBACK_REFRESH_MS });
  const reload = () => refetch().catch(() => undefined);
  useSubscription(MyNotificationsChangedDocument, { onData: () => void reload() });
  const [mark] = useMutation(MarkNotificationsReadDocument);
  const [acknowledgeMutation] = useMutation(AcknowledgeFromBellDocument);
  const markRead = async (ids: number[] | null) => {
    await mark({ variables: { ids } }).catch(() => undefined);
    await reload();
  };
  /** Acknowledges the item's action; it is read too, since the person has acted on it. The error, if any, is the caller's to show. */
  const acknowledge = async (notification: MyNotification) => {
    await acknowledgeMutation({ variables: { id: notification.correctiveActionId } });
    if (notification.readAt == null) await mark({ variables: { ids: [notification.id] } }).catch(() => undefined);
    await reload();
  };
  return {
    loading: loading && !data,
    unread: data?.unreadNotificationCount ?? 0,
    notifications: data?.myNotifications ?? [],
    markRead,
    acknowledge,
  };
}
