import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createApolloClient } from './apollo';

/**
 * The GraphQL client, in a chunk of its own that every screen but sign-in loads (router.tsx): the
 * sign-in page talks REST (lib/session-api) and so downloads no Apollo, rxjs or graphql.
 */
let client: ApolloClient | undefined;

function dataClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}

/** SPEC 4: logout clears all cached data (nothing to clear if no screen ever used the client). */
export async function clearDataClient(): Promise<void> {
  await client?.clearStore();
}

/** Gives the screens below it the one client; a client provided above (component tests) is kept. */
export function DataClientOutlet() {
  const provided = useContext(getApolloContext()).client;
  if (provided) return <Outlet />;
  return (
    <ApolloProvider client={dataClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
