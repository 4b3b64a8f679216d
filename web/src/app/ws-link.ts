import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { liveSocket } from '../lib/live-socket';

/** Subscriptions over graphql-ws on the same /graphql path (apollo.ts loads this on first use). */
export function createWsLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      // Live updates come back by themselves after a network blip.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: liveSocket.events,
    }),
  );
}
