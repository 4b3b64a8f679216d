import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * After a kill -9 of the API its embedded PostgreSQL lives on, an orphan holding
 * `postmaster.pid`, and a new server refuses the data directory. Stop that leftover — only if
 * the lock file names this directory and the process is a PostgreSQL server — so a restart
 * needs no human. Fast shutdown first; an immediate one (WAL replay on the next start, nothing
 * committed is lost) if it hangs.
 */
export async function stopLeftoverPostmaster(databaseDir: string): Promise<void> {
  const lock = readLockFile(databaseDir);
  if (!lock || !isAlive(lock.pid)) return;
  if (resolve(lock.dataDir) !== resolve(databaseDir) || !isPostgres(lock.pid)) return;
  console.warn(`[database] PostgreSQL (pid ${lock.pid}) from an earlier run still serves ${databaseDir}; stopping it before starting afresh`);
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(lock.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new Error(`PostgreSQL (pid ${lock.pid}) from an earlier run holds ${databaseDir} and this user may not stop it: ${(error as Error).message}`);
    }
    if (await exited(lock.pid, waitMs)) return;
  }
  throw new Error(`PostgreSQL (pid ${lock.pid}) from an earlier run holds ${databaseDir} and did not stop; stop it (kill ${lock.pid}) and start again`);
}

function readLockFile(databaseDir: string): { pid: number; dataDir: string } | undefined {
  try {
    const [pid, dataDir] = readFileSync(`${databaseDir}/postmaster.pid`, 'utf8').split('\n');
    return Number.isInteger(Number(pid)) && Number(pid) > 0 ? { pid: Number(pid), dataDir } : undefined;
  } catch {
    return undefined;
  }
}

/** Alive and not a zombie: an orphan's new parent (a container's PID 1) may never reap it. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** The pid may have been reused by an unrelated program since the lock file was written. */
function isPostgres(pid: number): boolean {
  try {
    return /postgres/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (macOS): the lock file naming this directory is the evidence we have.
    return true;
  }
}

async function exited(pid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return !isAlive(pid);
}
