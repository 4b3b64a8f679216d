import { hostname } from 'node:os';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkerEvents } from 'graphile-worker';
import { beatJobPools, releaseJobsOfSilentPools, releaseJobsOfStoppingPools } from '../database/job-queue.js';
import { databaseFailed, isConnectionFailure } from '../database/outage.js';

export interface JobHeartbeatSettings {
  /** How often this process says its pools are alive, and looks for silent ones. */
  intervalMs: number;
  /** A pool silent for longer is taken for dead: its jobs are freed for the survivors. */
  timeoutSeconds: number;
}

export interface JobHeartbeats {
  /**
   * The process is stopping and its runners have had their grace: frees the jobs its pools still
   * lock (their handlers did not finish), so another process runs them at once, and stops beating.
   */
  stop(): Promise<void>;
}

/**
 * Issue 37: graphile-worker 0.17 has no heartbeat; a job locked by a pool whose process was killed
 * (kill -9, a lost machine) stays locked for 4 hours. Each process beats for its pools (seen through
 * the runners' `events`) and, on the same timer, frees jobs of pools silent beyond the timeout: a
 * dead process's excursion reviews run through a survivor within timeout + interval.
 */
export function beatForJobPools(em: EntityManager, events: WorkerEvents, settings: JobHeartbeatSettings): JobHeartbeats {
  const pools = new Set<string>();
  const me = { host: hostname(), pid: process.pid };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let beating: Promise<void> = Promise.resolve();

  const beat = async () => {
    try {
      if (pools.size > 0) await beatJobPools(em.fork(), [...pools], me);
      const freed = await releaseJobsOfSilentPools(em.fork(), settings.timeoutSeconds);
      if (freed > 0) console.warn(`[jobs] freed ${freed} job(s) locked by a worker pool silent for over ${settings.timeoutSeconds} s (its process is gone)`);
    } catch (error) {
      // During an outage the next beat tries again; the outage itself is logged once.
      if (isConnectionFailure(error)) databaseFailed('job heartbeat', error);
      else console.error('[jobs] heartbeat failed:', (error as Error).message);
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      beating = beat().then(next);
    }, settings.intervalMs);
    timer.unref();
  };
  events.on('pool:create', ({ workerPool }) => {
    pools.add(workerPool.id);
    // The first beat at once: a pool's jobs are never older than its heartbeat by more than an interval.
    beating = beating.then(() => beatJobPools(em.fork(), [workerPool.id], me)).catch(() => {});
  });
  next();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await beating;
      if (pools.size === 0) return;
      const released = await releaseJobsOfStoppingPools(em.fork(), [...pools]);
      if (released > 0) console.warn(`[jobs] shutting down: released ${released} unfinished job(s) for another process to run`);
    },
  };
}
