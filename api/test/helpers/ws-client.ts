import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that presents a session cookie (and optionally an Origin), like a browser tab. */
export function wsClient(baseUrl: string, cookie: string, origin?: string): Client {
  const headers = { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
  });
}

/** Collects a subscription's events until stopped. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const events: T[] = [];
  const errors: unknown[] = [];
  let ready!: () => void;
  const started = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(value.errors);
        else events.push(value.data as T);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  client.on('connected', () => ready());
  return { events, errors, stop, started };
}

/** Resolves when the predicate holds, or fails after the timeout. */
export async function eventually(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
