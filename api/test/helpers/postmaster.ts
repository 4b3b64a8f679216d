import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded server's postmaster, from its lock file. */
export const postmasterPid = (dataDir: string): number => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Alive and not a zombie. */
export const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};
