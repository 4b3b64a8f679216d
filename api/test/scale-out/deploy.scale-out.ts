import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyMailSentOnce } from '../alerts/mail-delivery.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { sendsInFlight } from './mail-jobs.js';
import { processWithPid, showLogsOfFailures, startTestTopology, type TestTopology } from './test-topology.js';

let sink: SmtpSink;
let topology: TestTopology;
showLogsOfFailures(() => topology);
beforeAll(async () => {
  sink = await startSmtpSink();
  topology = await startTestTopology({ SMTP_URL: sink.url, MAIL_JOBS_CONCURRENCY: '10', JOBS_SHUTDOWN_GRACE_SECONDS: '2' });
});
afterAll(async () => {
  await topology?.stop();
  await sink?.close();
});

describe('SIGTERM to an API process during its sends, as a rolling deploy does (two real processes)', () => {
  it('what outlasts the grace is handed to the other process; no e-mail is lost or doubled', async () => {
    // The mail server answers after 20 s: longer than the grace and the 4 s the process may add.
    sink.slow(20_000);
    const { jobs, holderPid } = await sendsInFlight(topology, sink);
    const stopping = processWithPid(topology, holderPid);

    const stoppedAt = Date.now();
    stopping.process.kill('SIGTERM');
    // Gone within the grace plus the 4 s main.ts allows (exit code 1 today: the released sends' SMTP
    // sessions are still open when that deadline ends the process; nothing of theirs is delivered),
    // with room for a loaded machine, and long before the mail server's 20 s.
    expect(await stopping.exited(), stopping.output().slice(-3000)).not.toBeNull();
    expect(Date.now() - stoppedAt).toBeLessThan(9_000);
    expect(stopping.output()).toMatch(/released \d+ unfinished job\(s\)/);
    sink.slow(0); // the survivor's new attempts are answered at once; its own first sends still wait their 20 s
    await everyMailSentOnce(topology.sql, sink, jobs, 60_000);
  });
});
