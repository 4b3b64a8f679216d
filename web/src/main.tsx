import { registerSW } from 'virtual:pwa-register';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createApolloClient } from './app/apollo';
import { AppRoutes, preloadScreens } from './app/router';
import { loadSession, SessionProvider } from './lib/session';

// SPEC 1: the service worker from /sw.js, registered on page load; it updates itself (autoUpdate).
// Registered once the page has loaded (not immediate): its precache download of every chunk then
// no longer competes with the first screen's own scripts and data on a slow phone network.
registerSW();

const client = createApolloClient();
// The session query and this address's screen chunks start now, side by side, not one after the
// other from the first render: on a phone's network each is a round trip before the screen shows.
// The chunk requests go out from a task of their own (setTimeout): the scripts' evaluation, the
// task they would otherwise join, is already the longest of the start-up.
const firstLoad = loadSession(client);
setTimeout(() => preloadScreens(window.location.pathname));

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition: React builds the first screen in short slices and yields between them, so a slow
// phone's main thread is never blocked for the whole render.
startTransition(() =>
  root.render(
    <StrictMode>
      <ApolloProvider client={client}>
        <AppProviders>
          <SessionProvider firstLoad={firstLoad}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SessionProvider>
        </AppProviders>
      </ApolloProvider>
    </StrictMode>,
  ),
);
