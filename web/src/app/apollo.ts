import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { liveSocket } from '../lib/live-socket';

/**
 * One client for the app: queries and mutations over HTTP with the session cookie,
 * subscriptions over graphql-ws on the same /graphql path. SPEC 7: no automatic retries,
 * no refetch on focus (Apollo does neither unless asked).
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const ws = new GraphQLWsLink(
    createClient({
      url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      // Live updates come back by themselves after a network blip.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: liveSocket.events,
    }),
  );
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, ws, http),
    cache: new InMemoryCache(),
  });
}
