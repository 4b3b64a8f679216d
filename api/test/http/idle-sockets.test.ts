import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { collect, eventually, wsClient } from '../helpers/ws-client.js';

/** A raw TCP connection to the app; `closed` resolves when the server hangs up, with whatever it answered. */
function rawSocket(baseUrl: string): { socket: Socket; closed: Promise<string> } {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

describe('idle and trickling connections are closed (HTTP_*_TIMEOUT_SECONDS)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { HTTP_IDLE_TIMEOUT_SECONDS: '1', HTTP_HEADERS_TIMEOUT_SECONDS: '2', HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(() => app.close());

  it('a connection that sends nothing is closed after the idle timeout', async () => {
    const { closed } = rawSocket(app.baseUrl);
    await expect(closed).resolves.toBe('');
  });

  it('a client trickling its headers (slowloris) is cut off by the headers timeout', async () => {
    const { socket, closed } = rawSocket(app.baseUrl);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // One header line every half second keeps the socket from idling, but the headers never end.
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 500);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
    }
  });

  it('a kept-alive connection is closed after its response once it idles', async () => {
    const { socket, closed } = rawSocket(app.baseUrl);
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 200/);
  });

  it('an open subscription socket is not an idle connection: it outlives the timeouts', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const client = wsClient(app.baseUrl, manager.cookie);
    let closedCode: number | undefined;
    client.on('closed', (event) => {
      closedCode = (event as { code: number }).code;
    });
    const live = collect(client, 'subscription { readingRecorded(locationId: 1) { locationId } }', {});
    await live.started;
    // Three idle timeouts pass with no traffic; then a reading still arrives.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(closedCode).toBeUndefined();
    const recorded = await manager.post('/api/temperature-readings', { equipmentId: 1, temperature: 3 });
    expect(recorded.status).toBe(201);
    await eventually(() => live.events.length === 1);
    await client.dispose();
  });
});
