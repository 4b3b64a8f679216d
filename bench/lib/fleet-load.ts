import { Agent, request as httpRequest } from 'node:http';
import { percentile, sleep } from './common.ts';

export interface FleetRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface FleetRun {
  sent: number;
  ok: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
  /** Requests sent again after the server reset a reused kept-alive connection before answering. */
  retried: number;
  /** The latest a request left after its due time: how far the load generator itself fell behind. */
  maxSendLagMs: number;
  /** p99 latency of the requests sent in each minute of the run: where in the run the tail is. */
  p99ByMinute: number[];
}

/**
 * Open-loop load, as a fleet of sensors makes it: unit i of n reports at offset i/n of every period,
 * whatever the server's answers, so a slow server meets a queue, not a politer client. Latency runs
 * from the request's start to the last byte of its answer. Bounded: `seconds`, then 30 s for the answers.
 */
export async function fleetLoad(options: {
  base: string;
  units: number;
  periodMs: number;
  seconds: number;
  request: (unit: number) => FleetRequest;
}): Promise<FleetRun> {
  const target = new URL(options.base);
  if (!/^(127\.\d+\.\d+\.\d+|localhost)$/.test(target.hostname)) throw new Error(`refusing to load a non-loopback address: ${options.base}`);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const byMinute: number[][] = [];
  const statusCodes: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  let failed = 0;
  let retried = 0;
  let maxSendLagMs = 0;
  const send = (unit: number) => {
    const spec = options.request(unit);
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const attempt = (again: boolean) => {
        const req = httpRequest(
          { host: target.hostname, port: target.port, method: 'POST', path: spec.path, headers: spec.headers, agent, timeout: 10_000 },
          (res) => {
            res.resume();
            res.on('end', () => {
              statusCodes[res.statusCode ?? 0] = (statusCodes[res.statusCode ?? 0] ?? 0) + 1;
              if (res.statusCode === 201) {
                const latency = performance.now() - started;
                latencies.push(latency);
                const minute = Math.floor((started - start) / 60_000);
                if (!byMinute[minute]) byMinute[minute] = [];
                byMinute[minute].push(latency);
              } else failed++;
              resolve();
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (error: NodeJS.ErrnoException) => {
          // The server closed an idle kept-alive connection as this request went out on it: a
          // gateway sends the same reading (same clientId) once more, as Node's documentation
          // advises for reused sockets. Counted, and its latency runs from the first attempt.
          if (!again && req.reusedSocket && error.code === 'ECONNRESET') {
            retried++;
            attempt(true);
            return;
          }
          const key = error.code ? `error ${error.code}` : 'error';
          statusCodes[key] = (statusCodes[key] ?? 0) + 1;
          failed++;
          resolve();
        });
        req.end(spec.body);
      };
      attempt(false);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const due = (k: number) => start + Math.floor(k / options.units) * options.periodMs + ((k % options.units) * options.periodMs) / options.units;
  let k = 0;
  while (due(k) < end) {
    const now = performance.now();
    while (due(k) <= now && due(k) < end) {
      maxSendLagMs = Math.max(maxSendLagMs, now - due(k));
      send(k % options.units);
      k++;
    }
    await sleep(Math.max(1, Math.min(50, due(k) - performance.now())));
  }
  // A saturated server meets an ever longer queue: what is not answered 30 s after the last send fails.
  const drained = await Promise.race([Promise.all(inFlight).then(() => true), sleep(30_000).then(() => false)]);
  const seconds = (performance.now() - start) / 1000;
  if (!drained) {
    statusCodes.unanswered = inFlight.size;
    failed += inFlight.size;
  }
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: k,
    ok: latencies.length,
    failed,
    seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    statusCodes: { ...statusCodes },
    retried,
    maxSendLagMs,
    p99ByMinute: Array.from(byMinute, (minute) =>
      percentile(
        (minute ?? []).sort((a, b) => a - b),
        99,
      ),
    ),
  };
}

/** Least-squares slope of (seconds, value) samples, per minute. */
export function slopePerMinute(samples: { at: number; value: number }[]): number {
  if (samples.length < 2) return 0;
  const n = samples.length;
  const mx = samples.reduce((s, p) => s + p.at, 0) / n;
  const my = samples.reduce((s, p) => s + p.value, 0) / n;
  const sxx = samples.reduce((s, p) => s + (p.at - mx) ** 2, 0);
  const sxy = samples.reduce((s, p) => s + (p.at - mx) * (p.value - my), 0);
  return sxx > 0 ? (sxy / sxx) * 60 : 0;
}
