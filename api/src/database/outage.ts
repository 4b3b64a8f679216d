/**
 * Whether PostgreSQL is answering, as this process last saw it. During an outage every request,
 * pool and poller fails the same way; the log gets one line when the database goes away and one
 * when it is back, not one per request.
 */
let unavailableSince: number | undefined;
let availableSince = 0;
const backListeners = new Set<() => void>();
/** Requests that began during the outage (or a crash recovery that flaps once) can still fail just after it ends: not a new outage. */
const STRAGGLERS_MS = 10_000;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'connection lost';

export function databaseFailed(source: string, error: unknown): void {
  if (unavailableSince !== undefined || Date.now() - availableSince < STRAGGLERS_MS) return;
  unavailableSince = Date.now();
  console.error(`[database] unavailable (${source}: ${describe(error)}); requests answer 503 until it is back`);
}

/** Its server exited: certainly an outage, even one that follows the last one closely (a restart that dies again). */
export function databaseServerExited(source: string, reason: string): void {
  availableSince = 0;
  databaseFailed(source, reason);
}

export function databaseAnswered(): void {
  if (unavailableSince === undefined) return;
  const seconds = ((Date.now() - unavailableSince) / 1000).toFixed(1);
  unavailableSince = undefined;
  availableSince = Date.now();
  console.log(`[database] available again after ${seconds} s`);
  for (const listener of backListeners) listener();
}

/** Calls `listener` each time the database answers again after an outage; returns what stops that. */
export function whenDatabaseBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

export const databaseUnavailable = (): boolean => unavailableSince !== undefined;

const CONNECTION_FAILURE_TEXT =
  /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|terminating connection due to unexpected postmaster exit|the database system is (starting up|shutting down|in recovery mode)/;

/** A log line that reports a lost or refused connection (graphile-worker logs text, not errors). */
export const isConnectionFailureMessage = (message: string): boolean => CONNECTION_FAILURE_TEXT.test(message);

/** Connection-level failures: the database is down or restarting, so a client should retry, not give up. */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
export const isConnectionFailure = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (CONNECTION_FAILURES.has(String((error as { code?: unknown }).code)) || isConnectionFailureMessage(String((error as Error).message)));
