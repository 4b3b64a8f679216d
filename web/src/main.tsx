import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadScreens } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { loadSession, SessionProvider } from './lib/session';

// The session request (REST) and this address's screen chunks (the data client's among them, but
// for sign-in) start now, side by side, not one after the other from the first render: on a
// phone's network each is a round trip before the screen shows. The chunk requests go out from a
// task of their own (setTimeout): the scripts' evaluation, the task they would otherwise join, is
// already the longest of the start-up. The service worker registers once the page has loaded (SPEC 1).
const firstLoad = loadSession();
setTimeout(() => preloadScreens(window.location.pathname));
registerServiceWorker();
// SPEC 4: logout clears all cached data; the client is loaded by then if any screen used it.
const clearData = () => import('./app/data-client').then(({ clearDataClient }) => clearDataClient());

const root = createRoot(document.getElementById('root') as HTMLElement);
// A transition: React builds the first screen in short slices and yields between them, so a slow
// phone's main thread is never blocked for the whole render.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <SessionProvider firstLoad={firstLoad} clearData={clearData}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </AppProviders>
    </StrictMode>,
  ),
);
