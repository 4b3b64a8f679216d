import { record, until } from '../alerts/alerts-helpers.js';
import { SEND_JOBS } from '../alerts/mail-delivery.js';
import { signedIn } from '../helpers/client.js';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import type { TestTopology } from './test-topology.js';

/** Three Main Kitchen units read far out of range by a person: three critical actions, each e-mailed to two people at once. */
const CRITICAL_READINGS: [equipmentId: number, temperature: number][] = [
  [1, 12],
  [2, -5],
  [3, 60],
];

/**
 * Opens the actions through the first process, and waits until every send job is locked by some
 * process's pool and waiting on the mail server. Resolves with the job count and the pid of the
 * process holding the most of them.
 */
export async function sendsInFlight(topology: TestTopology, sink: SmtpSink): Promise<{ jobs: number; holderPid: number }> {
  const manager = await signedIn(topology.apis[0].baseUrl, 'manager');
  await Promise.all(CRITICAL_READINGS.map(([unit, temperature]) => record(manager, unit, temperature, true)));
  const [{ n }] = await until(
    () => topology.sql<{ n: number; locked: number }>(`select count(*)::int n, count(locked_by)::int locked ${SEND_JOBS}`),
    ([jobs]) => jobs.n >= CRITICAL_READINGS.length * 2 && jobs.locked === jobs.n && sink.held() === jobs.n,
    30_000,
  );
  const [holder] = await topology.sql<{ pid: number }>(
    `select h.pid from graphile_worker.jobs j join job_worker_heartbeat h on h.worker_id = j.locked_by
      where j.task_identifier = 'alerts.send_notification' group by h.pid order by count(*) desc limit 1`,
  );
  return { jobs: n, holderPid: holder.pid };
}
