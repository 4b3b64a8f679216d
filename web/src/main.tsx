import { registerSW } from 'virtual:pwa-register';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './app/apollo';
import { AppRoutes } from './app/router';
import { SessionProvider } from './lib/session';

// SPEC 1: the service worker from /sw.js, registered on page load; it updates itself (autoUpdate).
// Registered once the page has loaded (not immediate): its precache download of every chunk then
// no longer competes with the first screen's own scripts and data on a slow phone network.
registerSW();

const client = createApolloClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <AppProviders>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </AppProviders>
    </ApolloProvider>
  </StrictMode>,
);
