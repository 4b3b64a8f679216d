import autocannon, { type Options, type Request, type Result } from 'autocannon';

export interface LoadResult {
  requests: number;
  ok: number;
  failed: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
}

/** One autocannon run against loopback; bounded by its duration (and autocannon's 10 s request timeout). */
export async function load(options: Options & { requests: Request[] }): Promise<LoadResult> {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?/.test(options.url)) throw new Error(`refusing to load a non-loopback address: ${options.url}`);
  if (!options.duration && !options.amount) throw new Error('a load run needs a duration or an amount');
  const result: Result = await autocannon({ timeout: 10, ...options });
  const ok = result['2xx'];
  const failed = result.non2xx + result.errors;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  return {
    requests: ok + failed,
    ok,
    failed,
    seconds: result.duration,
    requestsPerSecond: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes,
  };
}

export interface PollResult {
  requests: number;
  failed: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Every answered request's latency, ascending: rounds merge them (pollRounds). */
  latencies: number[];
  /** Seconds of polling. */
  seconds: number;
}

/**
 * N pollers, each on its own keep-alive connection, each polling once per interval from a random
 * start offset (as browser tabs do), for `seconds`. Latency is measured per request from send to
 * the last byte. Bounded: every poller stops after the duration, and each request times out at 10 s.
 */
export async function poll(options: {
  url: string;
  pollers: number;
  intervalMs: number;
  seconds: number;
  request: (poller: number) => { method: string; path: string; headers: Record<string, string>; body?: string };
}): Promise<PollResult> {
  const { request: httpRequest, Agent } = await import('node:http');
  const target = new URL(options.url);
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(target.hostname)) throw new Error(`refusing to load a non-loopback address: ${options.url}`);
  const agent = new Agent({ keepAlive: true, maxSockets: options.pollers });
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + options.seconds * 1000;
  const once = (poller: number) =>
    new Promise<void>((resolve) => {
      const spec = options.request(poller);
      const started = performance.now();
      const req = httpRequest(
        { host: target.hostname, port: target.port, method: spec.method, path: spec.path, headers: spec.headers, agent, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode && res.statusCode < 300) latencies.push(performance.now() - started);
            else failed++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(spec.body);
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: options.pollers }, async (_, poller) => {
      let next = Date.now() + Math.random() * options.intervalMs;
      while (next < end) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
        await once(poller);
        next += options.intervalMs;
      }
    }),
  );
  agent.destroy();
  return summarisePolls(latencies, failed, (Date.now() - started) / 1000);
}

function summarisePolls(latencies: number[], failed: number, seconds: number): PollResult {
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : Number.NaN);
  return {
    requests: latencies.length + failed,
    failed,
    requestsPerSecond: latencies.length / seconds,
    p50: at(50),
    p99: at(99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    latencies,
    seconds,
  };
}

/**
 * Polls each target for `roundSeconds` in turn (a, b, c, a, b, c…) until every one has answered
 * at least `minRequests`, then merges each target's rounds: a drift in the machine's load (a
 * neighbour's build, a checkpoint) then falls on every target alike instead of on whichever ran
 * during it. Bounded by `maxRounds`.
 */
export async function pollRounds<K extends string>(options: {
  targets: { key: K; poll: (seconds: number) => Promise<PollResult> }[];
  roundSeconds: number;
  minRequests: number;
  maxRounds: number;
}): Promise<{ results: Record<K, PollResult>; rounds: number }> {
  const merged = new Map<K, { latencies: number[]; failed: number; seconds: number }>(
    options.targets.map((t) => [t.key, { latencies: [], failed: 0, seconds: 0 }]),
  );
  let rounds = 0;
  while (rounds < options.maxRounds && [...merged.values()].some((m) => m.latencies.length < options.minRequests)) {
    rounds++;
    for (const target of options.targets) {
      const round = await target.poll(options.roundSeconds);
      const m = merged.get(target.key)!;
      m.latencies.push(...round.latencies);
      m.failed += round.failed;
      m.seconds += round.seconds;
    }
  }
  const results = Object.fromEntries([...merged].map(([key, m]) => [key, summarisePolls(m.latencies, m.failed, m.seconds)])) as Record<K, PollResult>;
  return { results, rounds };
}
