import { Agent, request as httpRequest } from 'node:http';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type BenchUnit, sampleTemperature } from './bench-world.ts';
import { sleep } from './common.ts';
import { PROXY_HEADERS } from './servers.ts';

/** Live readings over graphql-ws (the API) and plain ws (the baseline), and the REST poster that feeds them. */
export const SUBSCRIPTION = `subscription Live($locationId: Int!) {
  readingRecorded(locationId: $locationId) {
    locationId
    reading { id equipmentId temperature recordedAt receivedAt status }
    equipment { id name status currentTemperature lastReading { temperature recordedAt } }
  }
}`;

export interface Event {
  locationId: number;
  reading: { id: number; receivedAt: string };
}

export interface Subscriber {
  locationId: number;
  ids: number[];
  foreign: number;
  latencies: number[];
}

/** Records one reading; resolves with its id. Keep-alive connections, 10 s timeout, at most 64 sockets. */
export function poster(base: string, cookies: string[], companyId: number, target: 'api' | 'baseline') {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let n = 0;
  return (unit: BenchUnit) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ equipmentId: unit.id, temperature: sampleTemperature(unit), ...(target === 'baseline' ? { companyId } : {}) });
      const headers: Record<string, string> = { 'content-type': 'application/json', ...PROXY_HEADERS };
      if (cookies.length) headers.cookie = cookies[n++ % cookies.length];
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: target === 'api' ? '/api/temperature-readings' : '/readings',
          headers,
          agent,
          timeout: 10_000,
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => (res.statusCode === 201 ? resolve(Number(JSON.parse(text).id)) : reject(new Error(`${res.statusCode} ${text}`))));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
}

export async function graphqlSubscribers(
  base: string,
  cookies: string[],
  subscribers: Subscriber[],
  onEvent: (s: Subscriber, e: Event) => void,
): Promise<() => Promise<void>> {
  const clients: Client[] = [];
  const connected: Promise<void>[] = [];
  subscribers.forEach((s, i) => {
    const headers = { cookie: cookies[i % cookies.length] };
    const client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
      retryAttempts: 0,
      lazy: false,
    });
    connected.push(new Promise((resolve) => client.on('connected', () => resolve())));
    client.subscribe<{ readingRecorded: Event }>(
      { query: SUBSCRIPTION, variables: { locationId: s.locationId } },
      {
        next: (value) => value.data && onEvent(s, value.data.readingRecorded),
        error: (error) => console.error('subscription error', error),
        complete: () => {},
      },
    );
    clients.push(client);
  });
  await withTimeout(Promise.all(connected), 60_000, 'graphql-ws subscribers did not connect');
  return async () => {
    await Promise.all(clients.map((c) => c.dispose()));
  };
}

export async function plainSubscribers(base: string, subscribers: Subscriber[], onEvent: (s: Subscriber, e: Event) => void): Promise<() => Promise<void>> {
  const sockets = subscribers.map((s) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/live?locationId=${s.locationId}`);
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'next') onEvent(s, message.payload.data.readingRecorded);
    });
    return ws;
  });
  await withTimeout(
    Promise.all(sockets.map((ws) => new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject)))),
    60_000,
    'plain sockets did not open',
  );
  return async () => {
    for (const ws of sockets) ws.close();
  };
}

/**
 * Resolves once every subscriber is subscribed, not just connected: graphql-ws acknowledges the
 * connection before the server has set up the subscription, so a single probe can be missed. Probes
 * every location until each subscriber has seen one, then posts a last probe per location and waits
 * for it, so no probe arrives after the subscribers' counts are cleared. Throws after 30 s.
 */
export async function awaitSubscribed(post: (unit: BenchUnit) => Promise<number>, subscribers: Subscriber[], probeUnits: BenchUnit[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  const waitFor = async (seen: (s: Subscriber) => boolean, reprobe: boolean) => {
    let probedAt = 0;
    while (!subscribers.every(seen)) {
      if (Date.now() > deadline) throw new Error(`only ${subscribers.filter(seen).length}/${subscribers.length} subscribers received the probe`);
      if (reprobe && Date.now() - probedAt > 500) {
        probedAt = Date.now();
        await Promise.all(probeUnits.map((u) => post(u)));
      }
      await sleep(50);
    }
  };
  await waitFor((s) => s.ids.length > 0, true);
  const last = new Map<number, number>();
  for (const u of probeUnits) last.set(u.locationId, await post(u));
  await waitFor((s) => s.ids.includes(last.get(s.locationId) ?? -1), false);
  for (const s of subscribers) {
    s.ids = [];
    s.latencies = [];
    s.foreign = 0;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}
