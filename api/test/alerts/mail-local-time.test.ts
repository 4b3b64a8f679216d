import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { onClock } from '../helpers/local-clock.js';
import { readableMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { actionsFor, record, until, WALK_IN_FRIDGE } from './alerts-helpers.js';

/** Issue 30: an alert e-mail said "Opened: 2026-11-27T10:45:52.211Z"; a kitchen reads its own clock, in its company's date format. */
describe('alert e-mails tell the time where the kitchen is', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let manager: TestClient;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', SMTP_URL: sink.url } });
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const openedAt = async (actionId: number) =>
    new Date(Number((await sql<{ ms: string }>(`select extract(epoch from created_at) * 1000 as ms from corrective_action where id = ?`, [actionId]))[0].ms));
  const mailAbout = async (actionId: number, address: string) => {
    const mails = await until(
      async () => sink.mails.filter((m) => m.to.includes(address) && readableMail(m.raw).includes(`Corrective action #${actionId} was opened.`)),
      (found) => found.length === 1,
    );
    return readableMail(mails[0].raw);
  };

  it('a London kitchen’s mail gives London time and the company’s DD/MM/YYYY; a New York one’s gives New York time', async () => {
    const general = {
      timezone: 'Europe/London',
      temperatureUnit: 'celsius',
      dateFormat: 'DD/MM/YYYY',
      automaticBackups: true,
      auditLogging: true,
      dataCleanup: false,
      dataRetentionDays: 730,
    };
    const saved = await manager.graphql('mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { updatedAt } }', {
      input: { general },
    });
    expect(saved.errors).toBeUndefined();

    await record(await signedIn(app.baseUrl, 'cook'), WALK_IN_FRIDGE, 9.5, true);
    const [london] = await until(
      () => actionsFor(manager, WALK_IN_FRIDGE),
      (a) => a.length === 1,
    );
    const opened = await openedAt(london.id);
    const text = await mailAbout(london.id, 'cook@example.com');
    expect(text).toContain(`Opened: ${onClock(opened, 'Europe/London', 'day-first')}`);
    expect(text).toMatch(/Opened: \d\d\/\d\d\/\d{4} \d\d:\d\d (GMT|BST)\r?\n/);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    const [airportFridge] = await sql<{ id: number }>(
      `select e.id from equipment e join location l on l.id = e.location_id where l.name = 'Airport Café' and e.type = 'fridge'
        and not exists (select 1 from corrective_action a where a.equipment_id = e.id) order by e.id limit 1`,
    );
    await record(await signedIn(app.baseUrl, 'branchadmin'), airportFridge.id, 9.5, true);
    const [newYork] = await until(
      () => actionsFor(manager, airportFridge.id),
      (a) => a.length === 1,
    );
    const airportOpened = await openedAt(newYork.id);
    expect(await mailAbout(newYork.id, 'branchadmin@example.com')).toContain(`Opened: ${onClock(airportOpened, 'America/New_York', 'day-first')}`);
    expect(onClock(airportOpened, 'America/New_York', 'day-first')).toMatch(/GMT-[45]$/);
  });
});
