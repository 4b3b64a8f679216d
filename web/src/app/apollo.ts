import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { fetchNotingServerTime } from '../lib/server-clock';
import { lazyLink } from './lazy-link';

/**
 * One client for the app: queries and mutations over HTTP with the session cookie,
 * subscriptions over graphql-ws on the same /graphql path. SPEC 7: no automatic retries,
 * no refetch on focus (Apollo does neither unless asked).
 */
export function createApolloClient(): ApolloClient {
  // Every answer's Date header tells the phone whether its clock is right (lib/server-clock).
  const http = new HttpLink({ uri: '/graphql', credentials: 'include', fetch: fetchNotingServerTime });
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  return new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      lazyLink(async () => (await import('./ws-link')).createWsLink()),
      http,
    ),
    cache: new InMemoryCache(),
  });
}
