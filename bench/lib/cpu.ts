import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** The postmaster's pid, from <data dir>/postgres/postmaster.pid. */
export function postmasterPid(dataDir: string): number {
  try {
    return Number(readFileSync(`${dataDir}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return -1;
  }
}

/**
 * CPU seconds used so far by: the given pids, this cluster's PostgreSQL processes (the postmaster
 * and its children; other clusters on the machine are not counted), and the whole machine. Linux /proc only.
 */
export function cpuSnapshot(pids: Record<string, number>, postmaster = -1): Record<string, number> {
  const out: Record<string, number> = { postgres: 0, machine: 0, idle: 0 };
  for (const name of Object.keys(pids)) out[name] = 0;
  const byPid = new Map(Object.entries(pids).map(([name, pid]) => [String(pid), name]));
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
        const name = byPid.get(pid);
        if (name) out[name] += seconds;
        // The postmaster's cutime/cstime hold the CPU of backends that have exited, so none is lost when a connection closes.
        else if (pid === String(postmaster)) out.postgres += seconds + (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
        else if (fields[1] === String(postmaster)) out.postgres += seconds;
      } catch {}
    }
    const total = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    out.machine = total.reduce((a, b) => a + b, 0) / TICKS_PER_SECOND;
    out.idle = total[3] / TICKS_PER_SECOND;
  } catch {}
  return out;
}

export function cpuDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - (before[k] ?? 0)]));
}
