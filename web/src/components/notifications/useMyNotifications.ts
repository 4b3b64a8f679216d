import { useMutation, useQuery } from '@apollo/client/react';
import { MarkNotificationsReadDocument, MyNotificationsDocument, type MyNotificationsQuery } from '../../graphql/graphql';

export type MyNotification = MyNotificationsQuery['myNotifications'][number];

/** New alerts reach the bell within this long (SPEC 9's dashboard refetch). */
const REFRESH_MS = 30_000;

/** The bell's count and list, as the API gives them, and marking them read. */
export function useMyNotifications() {
  const { data, refetch } = useQuery(MyNotificationsDocument, { pollInterval: REFRESH_MS });
  const [mark] = useMutation(MarkNotificationsReadDocument);
  const markRead = async (ids: number[] | null) => {
    await mark({ variables: { ids } }).catch(() => undefined);
    await refetch().catch(() => undefined);
  };
  return { unread: data?.unreadNotificationCount ?? 0, notifications: data?.myNotifications ?? [], markRead };
}
