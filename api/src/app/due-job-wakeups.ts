import type { EntityManager } from '@mikro-orm/postgresql';
import { listenForPutOffJobs, wakeRunners } from '../database/job-queue.js';

/** Wakes due in the same slice of time go out as one NOTIFY naming how many jobs fell due. */
const SLICE_MS = 100;
/** Further off than this, the runners' polls are soon enough (and a timer would outlive most processes). */
const HORIZON_MS = 60 * 60_000;

/**
 * An idle graphile-worker runner hears of a job due now by NOTIFY, but of one put off to a later
 * run_at only at its next poll, JOBS_POLL_INTERVAL_MS later at worst. With a fleet's excursions
 * falling due a dozen a second, each waited up to that interval and the ready jobs piled up
 * between polls (issue 38). This process therefore wakes every runner of the database (its own and
 * other processes') when an onTime job it put off falls due. A wake lost with this process is only
 * a poll late, never a job lost: the job is in the table.
 */
export function wakeRunnersWhenDue(em: EntityManager): { stop(): void } {
  const slices = new Map<number, { count: number; timer: NodeJS.Timeout }>();
  listenForPutOffJobs((runAt) => {
    const wait = runAt.getTime() - Date.now();
    if (wait > HORIZON_MS) return;
    const slice = Math.ceil(runAt.getTime() / SLICE_MS) * SLICE_MS;
    const pending = slices.get(slice);
    if (pending) {
      pending.count++;
      return;
    }
    const timer = setTimeout(
      () => {
        const count = slices.get(slice)?.count ?? 1;
        slices.delete(slice);
        wakeRunners(em.fork(), count).catch((error) => console.warn('[jobs] could not wake the runners for due jobs:', (error as Error).message));
      },
      // A few milliseconds past the slice, so the database's now() has reached every run_at in it.
      slice - Date.now() + 5,
    );
    timer.unref();
    slices.set(slice, { count: 1, timer });
  });
  return {
    stop() {
      listenForPutOffJobs(undefined);
      for (const { timer } of slices.values()) clearTimeout(timer);
      slices.clear();
    },
  };
}
