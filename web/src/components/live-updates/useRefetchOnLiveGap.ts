import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { LiveEventsGapDocument } from '../../graphql/graphql';
import { liveSocket } from '../../lib/live-socket';

/**
 * Live events update the screen in place; when some may have been missed (the server says so, or
 * the socket itself was down for a while), every query on screen is fetched again, so nothing
 * stale stays shown.
 */
export function useRefetchOnLiveGap(): void {
  const client = useApolloClient();
  useSubscription(LiveEventsGapDocument, { onData: () => refetchShown(client) });
  useEffect(() => liveSocket.onReconnect(() => refetchShown(client)), [client]);
}

function refetchShown(client: ApolloClient): void {
  client.refetchQueries({ include: 'active' }).catch(() => undefined);
}
