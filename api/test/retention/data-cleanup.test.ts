import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsOf } from '../../src/database/app-role.js';
import { verifyChain } from '../../src/modules/audit/audit-chain.js';
import { csvColumns } from '../../src/modules/reports/pack-local-times.js';
import { CSV_RECORD_TYPES } from '../../src/modules/reports/pack-records.js';
import { retentionJobs } from '../../src/modules/retention/retention.jobs.js';
import { CLEANUP_TASK } from '../../src/modules/retention/retention-schedule.js';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/test-server.js';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** Runs SQL on its own connection (the app role's or the owner's), for what the ORM's pool must not hold. */
async function asRole<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The daily cleanup job run by hand, as the runner would at 04:00, over the demo database. */
describe('data cleanup: archive, verify, then remove readings older than the retention period', () => {
  let app: TestApp;
  let dir: string;
  const ids: Record<string, string> = {};
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const runCleanup = (scheduledFor: Date, backupDir = dir) =>
    retentionJobs[CLEANUP_TASK](
      { scheduledFor: scheduledFor.toISOString() },
      {
        em: app.db.orm.em.fork(),
        services: app.server.services,
        config: testConfig(app.db.url, { BACKUP_DIR: backupDir }),
        databaseUrl: app.db.url,
        ownerUrl: app.db.ownerUrl,
        attempt: 1,
        maxAttempts: 1,
      },
    );
  const remaining = async () => new Set((await sql<{ id: string }>('select id::text id from temperature_reading')).map((row) => row.id));
  const GENERAL = 'timezone temperatureUnit dateFormat automaticBackups auditLogging dataCleanup dataRetentionDays';
  /** Turns data cleanup on in Settings, as the company's manager does. */
  const turnCleanupOn = async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const { general } = (await manager.graphql(`query { companySettings { general { ${GENERAL} } } }`)).data.companySettings;
    const saved = await manager.graphql(`mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { general { ${GENERAL} } } }`, {
      input: { general: { ...general, dataCleanup: true, dataRetentionDays: 730 } },
    });
    expect(saved.errors).toBeUndefined();
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fsm-cleanup-'));
    app = await startTestApp('demo', { env: { BACKUP_DIR: dir } });
    const unitIn = async (company: number) =>
      (
        await sql<{ id: number }>(
          `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp)
           select company_id, id, 'Archive Fridge', 'fridge', 0, 5 from location where company_id = ${company} order by id limit 1 returning id`,
        )
      )[0]!.id;
    const [unit, otherUnit] = [await unitIn(1), await unitIn(2)];
    const cook = `(select id from "user" where username = 'cook')`;
    const add = async (name: string, at: string, company = 1, extra = '') => {
      const [row] = await sql<{ id: string }>(
        `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at ${extra ? ', corrects_id, correction_reason' : ''})
         values (${company}, ${company === 1 ? unit : otherUnit}, ${cook}, 3.5, true, '${at}', '${at}' ${extra}) returning id::text id`,
      );
      ids[name] = row!.id;
    };
    await add('old', daysAgo(1000));
    await add('older', daysAgo(1200));
    await add('corrected', daysAgo(900));
    await add('correction', daysAgo(899), 1, `, ${ids.corrected}, 'Probe, "not" cleaned\r\nrechecked'`);
    await add('verifies', daysAgo(950));
    await add('recent', daysAgo(729));
    await add('otherCompany', daysAgo(1000), 2);
    await sql(
      `insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, source, verification_reading_id)
       select company_id, location_id, id, 'temperature', 'Archive Fridge above 5 °C', 'high', 'open', 'automatic', ${ids.verifies}
       from equipment where id = ${unit}`,
    );
  });
  afterAll(() => app.close());

  it('with data cleanup off (the default), removes nothing', async () => {
    const before = await remaining();
    await runCleanup(new Date(Date.now() - DAY));
    expect(await remaining()).toEqual(before);
    expect(await sql('select * from reading_archive')).toEqual([]);
  });

  it('archives the old unreferenced readings of a company with cleanup on, verifies the file, then removes exactly them', async () => {
    await turnCleanupOn();
    const scheduledFor = new Date();
    // Two processes picking up the same day: one archive, one removal.
    await Promise.all([runCleanup(scheduledFor), runCleanup(scheduledFor)]);
    const archives = await sql('select * from reading_archive');
    expect(archives).toHaveLength(1);
    const [archive] = archives;
    expect(archive).toMatchObject({ company_id: 1, status: 'removed', row_count: 3, error: null });
    expect(new Date(archive.period_end).getTime()).toBe(scheduledFor.getTime() - 730 * DAY);
    expect(Math.abs(new Date(archive.period_start).getTime() - Date.parse(daysAgo(1200)))).toBeLessThan(60_000);

    const file = join(dir, archive.file_name);
    const bytes = readFileSync(file);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(archive.sha256);
    expect(Number(archive.size_bytes)).toBe(bytes.length);
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${archive.sha256}  ${archive.file_name}\n`);
    expect(existsSync(`${file}.partial`)).toBe(false);
    const csv = gunzipSync(bytes).toString('utf8');
    expect(csv.startsWith('\ufeff')).toBe(true);
    const readings = CSV_RECORD_TYPES.find((type) => type.file === 'temperature-readings')!;
    const [header] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      csvColumns(readings)
        .map(([, title]) => title)
        .join(','),
    );
    // The correction's reason keeps its comma, quotes and line break, quoted as in the pack.
    expect(csv).toContain('"Probe, ""not"" cleaned\r\nrechecked"');
    const archivedIds = csv
      .slice(1)
      .split('\r\n')
      .slice(1)
      .filter((line) => /^\d+,/.test(line))
      .map((line) => line.split(',')[0])
      .sort();
    expect(archivedIds).toEqual([ids.old, ids.older, ids.correction].sort());

    const left = await remaining();
    for (const gone of ['old', 'older', 'correction']) expect(left.has(ids[gone]!)).toBe(false);
    // Referenced (by a correction, by an action's verification), recent, or another company's: kept.
    for (const kept of ['corrected', 'verifies', 'recent', 'otherCompany']) expect(left.has(ids[kept]!)).toBe(true);
  });

  it('audits the removal in the company’s chain, which stays valid', async () => {
    const [archive] = await sql('select * from reading_archive');
    const events = await sql(`select * from audit_event where entity = 'ReadingArchive' and entity_id = '${archive.id}'`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ company_id: 1, action: 'remove_archived_readings', actor_id: null });
    expect(events[0].after).toMatchObject({ sha256: archive.sha256, rowCount: 3, fileName: archive.file_name });
    expect(events[0].after.periodEnd).toBeTruthy();
    expect(events[0].after.periodStart).toBeTruthy();
    expect(await verifyChain(app.db.orm.em.fork(), 1)).toMatchObject({ valid: true });
    const manager = await signedIn(app.baseUrl, 'manager');
    const { data } = await manager.graphql('{ verifyAuditChain { valid } }');
    expect(data.verifyAuditChain.valid).toBe(true);
  });

  it('a second run of the same day does nothing new', async () => {
    const before = await remaining();
    const [archive] = await sql('select * from reading_archive');
    await runCleanup(new Date(archive.scheduled_for));
    expect(await sql('select count(*)::int n from reading_archive')).toEqual([{ n: 1 }]);
    expect(await remaining()).toEqual(before);
  });

  it('never lets the app role delete a reading, even naming a verified archive; nor the owner outside one', async () => {
    const [{ id: archiveId }] = await asRole(
      app.db.ownerUrl,
      async (owner) =>
        (
          await owner.query(
            `insert into reading_archive (company_id, scheduled_for, period_end, status) values (1, now() + interval '1 day', now() + interval '1 day', 'verified') returning id`,
          )
        ).rows,
    );
    const appRole = credentialsOf(app.db.url).role;
    /** As `url`'s role, or (grantDelete) as the app role given DELETE for this transaction only, so only the trigger stands in the way. */
    const deleteWith = (url: string, setting: string, grantDelete = false) =>
      asRole(url, async (client) => {
        await client.query('begin');
        try {
          if (grantDelete) await client.query(`grant delete on temperature_reading to "${appRole}"; set local role "${appRole}"`);
          await client.query(`select set_config('fsm.retention_cleanup', $1, true)`, [setting]);
          return (await client.query('delete from temperature_reading where id = $1', [ids.recent])).rowCount;
        } finally {
          await client.query('rollback');
        }
      });
    await expect(deleteWith(app.db.url, String(archiveId))).rejects.toThrow();
    await expect(deleteWith(app.db.ownerUrl, String(archiveId), true)).rejects.toThrow(/append-only/);
    await expect(deleteWith(app.db.ownerUrl, '')).rejects.toThrow(/append-only/);
    await expect(deleteWith(app.db.ownerUrl, String(archiveId + 1000))).rejects.toThrow(/append-only/);
    const [{ id: otherArchive }] = await asRole(
      app.db.ownerUrl,
      async (owner) =>
        (
          await owner.query(
            `insert into reading_archive (company_id, scheduled_for, period_end, status) values (2, now() + interval '1 day', now() + interval '1 day', 'verified') returning id`,
          )
        ).rows,
    );
    // Another company's archive never covers this company's readings.
    await expect(deleteWith(app.db.ownerUrl, String(otherArchive))).rejects.toThrow(/append-only/);
    // The same statement as the owner naming the archive is let through (rolled back above), so the refusals are the rule's.
    expect(await deleteWith(app.db.ownerUrl, String(archiveId))).toBe(1);
    expect(await remaining()).toContain(ids.recent);
  });

  it('a run that fails before the removal removes nothing; the next day’s run archives those readings again', async () => {
    // The correction that referred to it is gone, so the corrected reading is free to go now.
    const unwritable = join(dir, 'not-a-folder');
    writeFileSync(unwritable, '');
    await runCleanup(new Date(Date.now() + 3_600_000), join(unwritable, 'backups'));
    const [failed] = await sql(`select * from reading_archive where status = 'failed'`);
    expect(failed).toMatchObject({ company_id: 1, file_name: null, removed_at: null });
    expect(failed.error).toBeTruthy();
    expect(await remaining()).toContain(ids.corrected);

    await runCleanup(new Date(Date.now() + 7_200_000));
    const [redone] = await sql(`select * from reading_archive where status = 'removed' order by id desc limit 1`);
    expect(redone).toMatchObject({ company_id: 1, row_count: 1 });
    const left = await remaining();
    expect(left.has(ids.corrected!)).toBe(false);
    for (const kept of ['verifies', 'recent', 'otherCompany']) expect(left.has(ids[kept]!)).toBe(true);
    expect(await verifyChain(app.db.orm.em.fork(), 1)).toMatchObject({ valid: true });
    // Each run books the next day's under the one key.
    const jobs = await sql(`select run_at from graphile_worker._private_jobs where key = 'retention.daily'`);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0].run_at).getTime()).toBeGreaterThan(Date.now());
  });
});
