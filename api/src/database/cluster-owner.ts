import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which process serves the embedded cluster under DATA_DIR, beside it in `postgres-owner.json`:
 * its pid and start time (a pid alone may since belong to another program) and the port. A second
 * process on the same DATA_DIR (a CLI command) connects to that server instead of taking its
 * lock file for a crashed run's leftover and stopping it under the live API.
 */
export interface ClusterOwner {
  pid: number;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat); null where there is no /proc. */
  startTime: string | null;
  port: number;
}

const OWNER_FILE = 'postgres-owner.json';

/**
 * Claims the cluster for this process, atomically (two processes starting at once: one claims,
 * the other sees it). A claim whose owner has gone (killed, crashed) is taken over. Returns the
 * live owner when another process holds the claim, else undefined (the claim is now ours).
 */
export function claimCluster(dataDir: string, port: number): ClusterOwner | undefined {
  const file = join(dataDir, OWNER_FILE);
  const mine: ClusterOwner = { pid: process.pid, startTime: processStartTime(process.pid), port };
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isRunning(owner)) return owner;
    rmSync(file, { force: true });
  }
}

/** Gives the claim up (this process stopped its server); another process's claim is left alone. */
export function releaseCluster(dataDir: string): void {
  const file = join(dataDir, OWNER_FILE);
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

function readOwner(file: string): ClusterOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as ClusterOwner;
    return Number.isInteger(owner.pid) && Number.isInteger(owner.port) ? owner : undefined;
  } catch {
    // Missing, or half-written by a process killed while writing it: nobody's claim.
    return undefined;
  }
}

/**
 * The recorded process still runs: its pid is alive, not a zombie, and started when the record
 * says. Our own pid in the record is an earlier process's (this one claims before it starts).
 */
function isRunning(owner: ClusterOwner): boolean {
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: alive, another user's process.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const now = processStartTime(owner.pid);
  return owner.startTime === null || now === null || now === owner.startTime;
}

/** Field 22 of /proc/<pid>/stat (after the parenthesised name, which may hold spaces); 'zombie' for one; null without /proc. */
function processStartTime(pid: number): string | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return fields[0] === 'Z' ? 'zombie' : fields[19];
  } catch {
    return null;
  }
}
