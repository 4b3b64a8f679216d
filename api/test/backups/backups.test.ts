import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { urlAsRole } from '../../src/database/app-role.js';
import { verifyChain } from '../../src/modules/audit/audit-chain.js';
import { BACKUP_TASK } from '../../src/modules/backups/backup-schedule.js';
import { backupJobs } from '../../src/modules/backups/backups.jobs.js';
import { spawnServer } from '../helpers/child-server.js';
import { signedIn } from '../helpers/client.js';
import { adminQuery, withDatabase } from '../helpers/postgres.js';
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink.js';
import { startTestApp, type TestApp, testConfig } from '../helpers/test-server.js';

const CLI = fileURLToPath(new URL('../../dist/app/cli.js', import.meta.url));
const STATUS = '{ backupStatus { enabled nextRunAt lastRun { outcome sizeBytes sha256 error } runs { scheduledFor outcome error pruned } } }';
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3));

/** One count from a database, as its owner. */
async function ownerQuery(url: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(text)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The backup job run by hand, as the runner would at 03:00, over the demo database. */
describe('the daily database backup', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let dir: string;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const configWith = (env: Record<string, string> = {}): Config =>
    testConfig(app.db.url, { BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_TIME: '03:00', BACKUP_TIME_ZONE: 'Europe/London', ...env });
  const runBackup = (scheduledFor: Date, config = configWith()) =>
    backupJobs[BACKUP_TASK](
      { scheduledFor: scheduledFor.toISOString() },
      { em: app.db.orm.em.fork(), services: app.server.services, config, databaseUrl: app.db.url, attempt: 1, maxAttempts: 1 },
    );
  const runOf = async (scheduledFor: Date) => (await sql(`select * from backup_run where scheduled_for = '${scheduledFor.toISOString()}'`))[0];
  const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

  beforeAll(async () => {
    sink = await startSmtpSink();
    dir = mkdtempSync(join(tmpdir(), 'fsm-backups-'));
    app = await startTestApp('demo', { env: { SMTP_URL: sink.url, BACKUP_DIR: dir, BACKUP_TIME_ZONE: 'Europe/London' } });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('writes one complete file per scheduled day, records its size and SHA-256, and books the next day', async () => {
    await Promise.all([runBackup(day(1)), runBackup(day(1))]);
    const run = await runOf(day(1));
    expect(await sql(`select count(*)::int as n from backup_run`)).toEqual([{ n: 1 }]);
    expect(run).toMatchObject({ outcome: 'succeeded', error: null });
    const file = join(dir, run.file_name);
    expect(Number(run.size_bytes)).toBe(statSync(file).size);
    expect(run.sha256).toBe(sha256(file));
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${run.sha256}  ${run.file_name}\n`);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
    // The next run: 03:00 London time on the following day, under the one key every process books.
    const [job] = await sql(`select run_at, payload from graphile_worker._private_jobs where key = 'backups.daily'`);
    expect(new Date(job.run_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(job.payload.scheduledFor).toISOString()).toBe(new Date(job.run_at).toISOString());

    const provider = await signedIn(app.baseUrl, 'super');
    const { data } = await provider.graphql(STATUS);
    expect(data.backupStatus).toMatchObject({ enabled: true, lastRun: { outcome: 'succeeded', sizeBytes: Number(run.size_bytes), sha256: run.sha256 } });
    expect(data.backupStatus.runs).toHaveLength(1);
    const manager = await signedIn(app.baseUrl, 'manager');
    expect((await manager.graphql(STATUS)).data.backupStatus).toMatchObject({ lastRun: { outcome: 'succeeded' }, runs: [] });
  });

  it('keeps only the last BACKUP_KEEP backups', async () => {
    await runBackup(day(2));
    await runBackup(day(3));
    const files = readdirSync(dir).filter((name) => name.endsWith('.gz'));
    expect(files.sort()).toEqual([(await runOf(day(2))).file_name, (await runOf(day(3))).file_name].sort());
    expect((await runOf(day(1))).pruned_at).not.toBeNull();
  });

  it('records a failed pg_dump, leaves no file that looks complete and e-mails the provider', async () => {
    const before = readdirSync(dir).sort();
    await runBackup(day(4), configWith({ BACKUP_PG_DUMP: join(dir, 'no-such-pg_dump') }));
    const run = await runOf(day(4));
    expect(run).toMatchObject({ outcome: 'failed', file_name: null, sha256: null });
    expect(run.error).toMatch(/ENOENT/);
    expect(readdirSync(dir).sort()).toEqual(before);
    await expect.poll(() => sink.mails.filter((m) => m.subject === 'Backup failed').map((m) => m.to)).toEqual([['super@example.com']]);
    const { data } = await (await signedIn(app.baseUrl, 'super')).graphql(STATUS);
    expect(data.backupStatus.lastRun).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/ENOENT/) });
  });

  it('db:restore brings a backup back into a new empty database, where the app starts with the same records; a non-empty one is refused', async () => {
    await runBackup(day(5));
    const file = join(dir, (await runOf(day(5))).file_name);
    const [{ n: readings }] = await sql(`select count(*)::int as n from temperature_reading`);
    const chain = await verifyChain(app.db.orm.em.fork(), 1);

    const admin = inject('adminDatabaseUrl');
    const role = inject('appRole');
    const name = `fsm_restore_${randomBytes(6).toString('hex')}`;
    await adminQuery(admin, `create database "${name}" template template0`);
    const ownerUrl = withDatabase(admin, name);
    const target = { url: urlAsRole(ownerUrl, role.name, role.password), ownerUrl };
    const restore = (backup: string) =>
      promisify(execFile)(process.execPath, [CLI, 'restore', backup], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATABASE_URL: target.url,
          MIGRATION_DATABASE_URL: ownerUrl,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'fsm-restore-')),
        },
      });
    try {
      const { stdout } = await restore(file);
      expect(stdout).toMatch(/^Restored \d+ rows/m);
      const server = await spawnServer(target);
      try {
        const manager = await signedIn(server.baseUrl, 'manager');
        const { data } = await manager.graphql('{ verifyAuditChain { valid checkedEvents } }');
        // Signing in appended its own event to the restored chain, which must still hold.
        expect(data.verifyAuditChain.valid).toBe(true);
        expect(data.verifyAuditChain.checkedEvents).toBeGreaterThanOrEqual(chain.checkedEvents);
        // Its job runner booked the next daily backup at start-up.
        expect(await ownerQuery(ownerUrl, `select count(*)::int as n from graphile_worker._private_jobs where key = 'backups.daily'`)).toBe(1);
      } finally {
        await server.stop();
      }
      await expect(restore(file)).rejects.toMatchObject({ stderr: expect.stringMatching(/Restore refused: The database is not empty/) });
      const damaged = join(mkdtempSync(join(tmpdir(), 'fsm-damaged-')), 'copy.fsmbackup.gz');
      writeFileSync(damaged, readFileSync(file));
      writeFileSync(`${damaged}.sha256`, `${'0'.repeat(64)}  copy.fsmbackup.gz\n`);
      await expect(restore(damaged)).rejects.toMatchObject({ stderr: expect.stringMatching(/the backup is damaged/) });
      expect(await ownerQuery(ownerUrl, 'select count(*)::int as n from temperature_reading')).toBe(readings);
      expect(existsSync(file)).toBe(true);
    } finally {
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    }
  });
});
