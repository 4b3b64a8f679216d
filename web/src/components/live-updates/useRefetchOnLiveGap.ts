import type { ApolloClient } from '@apollo/client';
import { skipToken, useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { LiveEventsGapDocument } from '../../graphql/graphql';
import { liveSocket } from '../../lib/live-socket';
import { useOnline } from '../../lib/online';

/**
 * Live events update the screen in place; when some may have been missed (the server says so, or
 * the socket itself was down for a while), every query on screen is fetched again, so nothing
 * stale stays shown.
 */
export function useRefetchOnLiveGap(): void {
  const client = useApolloClient();
  // Offline, a socket would only fail again and again (each failure a console error); back online it reconnects, which refetches.
  useSubscription(LiveEventsGapDocument, useOnline() ? { onData: () => refetchShown(client) } : skipToken);
  useEffect(() => liveSocket.onReconnect(() => refetchShown(client)), [client]);
}

function refetchShown(client: ApolloClient): void {
  client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
