import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { lazyLink } from './lazy-link';

/**
 * One client for the app: queries and mutations over HTTP with the session cookie,
 * subscriptions over graphql-ws on the same /graphql path. SPEC 7: no automatic retries,
 * no refetch on focus (Apollo does neither unless asked).
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
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
