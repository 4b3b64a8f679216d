import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDueReminders } from '../../src/modules/reminders/reminder-creation.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const REMINDERS = `query { reminders { id type title locationId } }`;
const COMPLETE = `mutation($id: Int!) { completeReminder(id: $id) { id } }`;

describe('reminders created by the job runner', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const keyed = async () => (await sql(`select dedupe_key from reminder where dedupe_key is not null order by dedupe_key`)).map((r) => r.dedupe_key);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', REMINDERS_CHECK_SECONDS: '1' } });
    manager = await signedIn(app.baseUrl, 'manager');
    const [{ id: userId }] = await sql(`select id from "user" where username = 'manager'`);
    await sql(`insert into compliance_check (company_id, template_id, location_id, user_id, status, due_date)
      select 1, id, 1, ${userId}, 'pending', now() + interval '30 minutes' from compliance_check_template where name = 'Daily Opening Check'`);
    await sql(`insert into training_record (company_id, user_id, location_id, training_type, training_name, expiry_date, status)
      values (1, ${userId}, 1, 'food_hygiene', 'Food Hygiene Level 2', now() + interval '10 days', 'completed')`);
  });
  afterAll(() => app.close());

  it('creates a check-due, a calibration-due and a training-expiry reminder, once each, however often it runs', async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !(await keyed()).some((k: string) => k.startsWith('check:'))) await new Promise((r) => setTimeout(r, 200));
    const first = await keyed();
    expect(first.some((k: string) => k.startsWith('check:'))).toBe(true);
    expect(first.some((k: string) => k.startsWith('calibration:1:'))).toBe(true);
    expect(first.some((k: string) => k.startsWith('training:'))).toBe(true);
    // More runs of the job, and a run from another "process": nothing new.
    await new Promise((r) => setTimeout(r, 2500));
    await createDueReminders(app.db.orm.em.fork());
    expect(await keyed()).toEqual(first);
    const audits = await sql(`select count(*)::int n from audit_event where entity = 'reminder' and action = 'create'`);
    expect(audits[0].n).toBe(first.length);
  });

  it('the viewer sees their own and their locations’ reminders, and marks one done', async () => {
    const mine = (await manager.graphql(REMINDERS)).data.reminders;
    const types = mine.map((r: { type: string }) => r.type);
    expect(types).toEqual(expect.arrayContaining(['check', 'calibration', 'training']));
    const check = mine.find((r: { type: string }) => r.type === 'check');
    expect((await manager.graphql(COMPLETE, { id: check.id })).data.completeReminder.id).toBe(check.id);
    expect((await manager.graphql(REMINDERS)).data.reminders.map((r: { id: number }) => r.id)).not.toContain(check.id);
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect((await river.graphql(REMINDERS)).data.reminders.every((r: { locationId: number | null }) => r.locationId !== 1)).toBe(true);
  });
});
