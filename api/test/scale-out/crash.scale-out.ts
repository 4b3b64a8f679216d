import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../alerts/alerts-helpers.js';
import { everyMailSentOnce } from '../alerts/mail-delivery.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { sendsInFlight } from './mail-jobs.js';
import { processWithPid, showLogsOfFailures, startTestTopology, type TestTopology } from './test-topology.js';

let sink: SmtpSink;
let topology: TestTopology;
showLogsOfFailures(() => topology);
beforeAll(async () => {
  sink = await startSmtpSink();
  // Heartbeats every 2 s, a pool silent 10 s taken for dead (the topology's settings).
  topology = await startTestTopology({ SMTP_URL: sink.url, MAIL_JOBS_CONCURRENCY: '10' });
});
afterAll(async () => {
  await topology?.stop();
  await sink?.close();
});

describe('kill -9 of an API process holding jobs (two real processes, LIVE_EVENTS=postgres, files in S3)', () => {
  it('the survivor does every job within 2 minutes, and each e-mail goes once', async () => {
    sink.hold();
    const { jobs, holderPid } = await sendsInFlight(topology, sink);
    const killed = processWithPid(topology, holderPid);
    const survivor = topology.apis.find((api) => api !== killed)!;

    const killedAt = Date.now();
    killed.process.kill('SIGKILL');
    await killed.exited();
    sink.release(); // the killed process's SMTP sessions closed with it: nothing of theirs arrives
    await everyMailSentOnce(topology.sql, sink, jobs, 120_000);
    // No job of any kind left locked by the dead process's pools.
    await until(
      () =>
        topology.sql(`select count(*)::int n from graphile_worker.jobs j join job_worker_heartbeat h on h.worker_id = j.locked_by where h.pid = $1`, [
          holderPid,
        ]),
      ([{ n }]) => n === 0,
      10_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    expect(survivor.output()).toMatch(/freed \d+ job\(s\) locked by a worker pool silent/);
  });
});
