import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got, as it arrived. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface HttpReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** The next `times` requests are answered 500, as a provider that is down. */
  failNext(times: number): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback, in the test process: it records every request and answers with
 * `answer` (status and JSON), or 500 while told to fail.
 */
export async function startHttpReceiver(answer: (request: ReceivedRequest) => { status: number; json: unknown }): Promise<HttpReceiver> {
  const requests: ReceivedRequest[] = [];
  let failing = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const down = failing > 0;
      if (down) failing -= 1;
      const { status, json } = down ? { status: 500, json: { message: 'Internal Server Error' } } : answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (times) => {
      failing = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A fake of Twilio's Messages API: 201 with a message resource, as Twilio answers a POST to Messages.json. */
export const startFakeTwilio = (): Promise<HttpReceiver> =>
  startHttpReceiver((request) => {
    const form = new URLSearchParams(request.body);
    return { status: 201, json: { sid: `SM${Date.now()}`, status: 'queued', to: form.get('To'), from: form.get('From'), body: form.get('Body') } };
  });
