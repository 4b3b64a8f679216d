import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { PgListener } from '../database/pg-listener.js';
import { createReplicaPool, REPLICA_CONNECT_TIMEOUT_MS, ReadDatabase } from '../database/read-database.js';
import { inProcessLiveEvents } from '../events/live-events.js';
import { postgresLiveEvents } from '../events/postgres-live-events.js';
import { AlertLinks } from '../modules/alerts/alert-links.js';
import { createMailer } from '../modules/alerts/mailer.js';
import { ApiKeyAuth } from '../modules/api-keys/api-key-auth.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { SignUpThrottle } from '../modules/auth/sign-up-throttle.js';
import { TwoFactorSecretBox } from '../modules/auth/two-factor-secret-box.js';
import { InspectorThrottle } from '../modules/inspection/inspector-throttle.js';
import { DiskReportFiles } from '../modules/reports/report-files.js';
import { UploadLimits } from '../modules/uploads/upload-limits.js';
import { FileUploadStorage } from '../modules/uploads/upload-storage.js';
import type { AppServices } from '../services.js';
import { connectOrm } from './orm.js';

/** Creates the process's long-lived collaborators once; close() releases them. */
export async function createServices(config: Config, pool: pg.Pool, listener: PgListener): Promise<AppServices> {
  return {
    throttle: new LoginThrottle(pool),
    signUps: new SignUpThrottle(pool, config.signUpsPerHour),
    twoFactorSecrets: new TwoFactorSecretBox(config.sessionSecret),
    apiKeys: new ApiKeyAuth(pool, config.apiKeyRequestsPerMinute),
    inspectorThrottle: new InspectorThrottle(pool, config.inspectorRequestsPerMinute),
    mailer: createMailer(config),
    sms: config.sms ?? null,
    vapid: config.vapid,
    alertGroupSeconds: config.alertGroupSeconds,
    alertLinks: new AlertLinks(config.sessionSecret, config.publicUrl, config.acknowledgeLinkSeconds),
    ...(await fileStores(config)),
    uploadLimits: new UploadLimits(pool, config.uploadLimits),
    foodProcessTimings: { reminderLeadSeconds: config.foodProcessReminderLeadSeconds },
    evidenceDb: pool,
    historyDb: await openHistoryDb(config, pool),
    backups: config.backups,
    events: config.liveEvents === 'postgres' ? await postgresLiveEvents(listener, pool) : inProcessLiveEvents(),
  };
}

/**
 * Uploads and generated reports in one store, chosen by the same configuration: the S3-compatible
 * bucket when UPLOADS_S3_* is set (what several machines need), else DATA_DIR on this machine's disk.
 * The AWS SDK (~5 MB resident) loads only when files go to S3.
 */
async function fileStores(config: Config): Promise<Pick<AppServices, 'uploads' | 'reportFiles'>> {
  const reportsDir = join(config.dataDir, 'reports');
  if (!config.uploadsS3) return { uploads: new FileUploadStorage(join(config.dataDir, 'uploads')), reportFiles: new DiskReportFiles(reportsDir) };
  const [{ S3UploadStorage }, { S3ReportFiles }] = await Promise.all([
    import('../modules/uploads/s3-upload-storage.js'),
    import('../modules/reports/s3-report-files.js'),
  ]);
  return { uploads: new S3UploadStorage(config.uploadsS3), reportFiles: new S3ReportFiles(config.uploadsS3, reportsDir) };
}

/** The read replica (READ_DATABASE_URL) behind its fallback rule, measured once before the first request; without one, the primary. */
async function openHistoryDb(config: Config, primary: pg.Pool): Promise<ReadDatabase> {
  const url = config.readDatabaseUrl;
  if (!url) return new ReadDatabase(primary, null, config.readReplicaMaxLagMs);
  // Its own ORM with the primary's options (the same client and session settings); it connects when first used.
  const orm = await connectOrm(url, { connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS });
  const pool = createReplicaPool(url, config.exportJobsConcurrency);
  const close = async () => {
    await orm.close(true);
    await pool.end();
  };
  const reads = new ReadDatabase(primary, { fork: () => orm.em.fork(), pool, close }, config.readReplicaMaxLagMs);
  await reads.start();
  return reads;
}
