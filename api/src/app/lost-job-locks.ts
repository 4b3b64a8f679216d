import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkerEvents } from 'graphile-worker';
import { unlockJobs } from '../database/job-queue.js';
import { databaseFailed, isConnectionFailure, whenDatabaseBack } from '../database/outage.js';

/**
 * Long enough for the job-result writes in flight when the database came back to have ended.
 * A timer is enough here: what it releases are this process's own locks, gone with the process.
 */
const RELEASE_DELAY_MS = 5_000;

export interface LostJobLocks {
  /** Pass to every runner of this process: its pools and running jobs are followed through it. */
  events: WorkerEvents;
  stop(): void;
}

/**
 * graphile-worker (0.17 and 0.18 alike) does not await the write that records a finished job:
 * worker.js calls completeJob()/failJob() and moves on. When the database is gone at that moment
 * 1. the write's rejection has no handler, and Node would end the whole API over it;
 * 2. the job stays locked by this process's pool, which graphile-worker frees only after 4 hours:
 *    an excursion review or an escalation 4 hours late.
 * So a lost connection there is an outage like any other (logged once), and once the database
 * answers again this process frees the jobs its pools lock but no longer run. They run again;
 * every job is idempotent.
 */
export function watchLostJobLocks(em: EntityManager): LostJobLocks {
  const events = new EventEmitter() as WorkerEvents;
  const pools = new Set<string>();
  const running = new Set<string>();
  events.on('pool:create', ({ workerPool }) => pools.add(workerPool.id));
  events.on('job:start', ({ job }) => running.add(job.id));
  events.on('job:complete', ({ job }) => running.delete(job.id));

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const releaseSoon = () => {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await unlockJobs(em.fork(), { pools: [...pools], except: [...running] });
      } catch (error) {
        if (stopped) return; // shutting down: the pools go with the process
        // Still unreachable: try again after the same delay (the outage is logged already).
        if (isConnectionFailure(error)) releaseSoon();
        else console.error('[jobs] could not release the locks of jobs this process no longer runs:', (error as Error).message);
      }
    }, RELEASE_DELAY_MS);
    timer.unref();
  };
  const onRejection = (reason: unknown) => {
    if (isConnectionFailure(reason)) {
      databaseFailed('job runner', reason);
      releaseSoon();
    } else if (process.listenerCount('unhandledRejection') === 1) {
      // Node's default (print and exit) applies only while nobody listens: keep it for everything else.
      throw reason;
    }
  };
  process.on('unhandledRejection', onRejection);
  const stopWatchingOutages = whenDatabaseBack(releaseSoon);
  return {
    events,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      stopWatchingOutages();
      process.off('unhandledRejection', onRejection);
    },
  };
}

/**
 * At start-up on the embedded database: that cluster is this process's alone (a second start on
 * the same DATA_DIR stops its PostgreSQL first: database/leftover-postmaster.ts), so every job
 * still locked belongs to a run that is gone, killed in the middle of it. It runs now, not in 4 hours.
 */
export const releaseLocksOfEarlierRuns = (em: EntityManager): Promise<void> => unlockJobs(em.fork());
