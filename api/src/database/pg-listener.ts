import pg from 'pg';

/**
 * One LISTEN connection per process, shared by everything that waits for NOTIFY (live events,
 * viewer-cache invalidation). PostgreSQL restarts, failovers and `pg_terminate_backend` end it:
 * it then reconnects with a short backoff (250 ms doubling to 2 s) and LISTENs on every channel again. Notifications sent while
 * it was down are lost, so users of it must not trust what they derived from them while
 * `listening` is false, and must start over when it comes back (`onState`).
 */
export interface PgListener {
  /** Delivers each notification's payload on the channel; the channel is re-listened after every reconnect. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /** Connected and LISTENing on every channel: no notification can have been missed since `onState` last said true. */
  readonly listening: boolean;
  /** Called with true when the connection is (re)established and listening, false when it is lost. */
  onState(listener: (listening: boolean) => void): void;
  /**
   * Resolves once a round trip on the connection that began after the call has come back.
   * PostgreSQL hands a listener its pending notifications before it answers a query, so every
   * notification committed before the call has then been handled. Callers of the same moment
   * share one round trip. At once while not listening (nothing derived from NOTIFY is trusted then).
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerOptions {
  /** The first retry's delay; it doubles up to maxDelayMs. */
  minDelayMs?: number;
  /** Short, so LISTEN is back within moments of the database answering again (issue 37: a long backoff left screens stale for seconds after an outage). */
  maxDelayMs?: number;
}

/** A LISTEN connection that takes longer than this to answer a round trip is taken for lost. */
const SILENT_MS = 2_000;
/** A reconnect attempt that gets no answer in this long (an unreachable host) is given up and tried again, rather than waiting for the system's TCP timeout. */
const CONNECT_TIMEOUT_MS = 2_000;

/** How the LISTEN connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'fsm listener';

const quoteChannel = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'connection lost';

/** Connects (failing if the first connection fails, as a misconfigured URL should), then keeps the connection up. */
export async function startPgListener(databaseUrl: string, options: ListenerOptions = {}): Promise<PgListener> {
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 2_000;
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const stateListeners: ((listening: boolean) => void)[] = [];
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = minDelay;
  let lostAt = 0;
  let dropSilent = () => {};

  const setState = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    for (const listener of stateListeners) listener(value);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_APPLICATION_NAME, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
    });
    let up = false;
    // 'error' and 'end' both follow a lost connection; only the first one of an established connection counts (connect() reports its own failures).
    const lost = (error?: unknown) => {
      if (!up || client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (closed) return;
      lostAt = Date.now();
      console.error(`[listener] LISTEN connection lost (${describe(error)}); reconnecting`);
      setState(false);
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    dropSilent = () => lost(new Error(`no answer within ${SILENT_MS / 1000} s`));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen ${quoteChannel(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    up = true;
    delay = minDelay;
    setState(true);
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        console.log(`[listener] LISTEN connection back after ${((Date.now() - lostAt) / 1000).toFixed(1)} s`);
      } catch {
        // Still down: one line was logged when it went; try again later, waiting longer each time.
        delay = Math.min(delay * 2, maxDelay);
        schedule();
      }
    }, delay);
    retry.unref();
  };

  await connect();
  const caughtUp = sharedRunsBegunAfterCall(async () => {
    if (!client || !listening) return;
    // An empty query: nothing to parse or plan, still a round trip. A failed one is a lost
    // connection ('error' reconnects it); one that hangs is dropped, so requests never wait on it.
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<void>((resolve) => {
      timer = setTimeout(() => resolve(dropSilent()), SILENT_MS);
    });
    await Promise.race([
      client.query('').then(
        () => {},
        () => {},
      ),
      silent,
    ]);
    clearTimeout(timer);
  });
  return {
    async listen(channel, onNotify) {
      const known = handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onNotify]);
      // While down, the reconnect LISTENs on it; a failure here is a lost connection the 'error' handler retries.
      if (!known && client && listening) await client.query(`listen ${quoteChannel(channel)}`).catch(() => {});
    },
    get listening() {
      return listening;
    },
    onState: (listener) => stateListeners.push(listener),
    caughtUp,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      listening = false;
      await current?.end().catch(() => {});
    },
  };
}

/**
 * Wraps `run` (which never rejects) for callers that each need a run begun after they called:
 * with none running, one starts; while one runs, callers share the next, begun when it ends.
 */
function sharedRunsBegunAfterCall(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current: Promise<void> = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
