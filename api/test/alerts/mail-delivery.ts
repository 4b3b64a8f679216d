import { expect } from 'vitest';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import { until } from './alerts-helpers.js';

/** The alert e-mails' send jobs still queued or running. */
export const SEND_JOBS = `from graphile_worker.jobs where task_identifier = 'alerts.send_notification'`;

type Sql = <T = any>(text: string) => Promise<T[]>;

/** Every alert e-mail recorded sent, no send job left, and each received exactly once (by its stable Message-ID). */
export async function everyMailSentOnce(sql: Sql, sink: SmtpSink, expected: number, timeoutMs: number): Promise<void> {
  const notifications = await until(
    () =>
      sql<{ id: number; status: string }>(
        `select id, status from notification where channel = 'email' and status <> 'sent' union all select 0, 'job' ${SEND_JOBS}`,
      ),
    (rows) => rows.length === 0,
    timeoutMs,
  );
  expect(notifications).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // a duplicate would have arrived by now
  const sent = await sql<{ id: number }>(`select id from notification where channel = 'email'`);
  expect(sent).toHaveLength(expected);
  expect(sink.mails).toHaveLength(expected);
  const ids = new Set(sink.mails.map((mail) => mail.messageId));
  expect(ids.size).toBe(expected);
  for (const { id } of sent) expect([...ids].some((messageId) => messageId.startsWith(`<notification-${id}.`))).toBe(true);
}
