import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { PgListener } from '../database/pg-listener.js';
import { inProcessLiveEvents } from '../events/live-events.js';
import { postgresLiveEvents } from '../events/postgres-live-events.js';
import { AlertLinks } from '../modules/alerts/alert-links.js';
import { createMailer } from '../modules/alerts/mailer.js';
import { ApiKeyAuth } from '../modules/api-keys/api-key-auth.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { SignUpThrottle } from '../modules/auth/sign-up-throttle.js';
import { TwoFactorSecretBox } from '../modules/auth/two-factor-secret-box.js';
import { InspectorThrottle } from '../modules/inspection/inspector-throttle.js';
import { ReportFiles } from '../modules/reports/report-files.js';
import { UploadLimits } from '../modules/uploads/upload-limits.js';
import { FileUploadStorage } from '../modules/uploads/upload-storage.js';
import type { AppServices } from '../services.js';

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
    // The AWS SDK (~5 MB resident) loads only when uploads go to S3.
    uploads: config.uploadsS3
      ? new (await import('../modules/uploads/s3-upload-storage.js')).S3UploadStorage(config.uploadsS3)
      : new FileUploadStorage(join(config.dataDir, 'uploads')),
    uploadLimits: new UploadLimits(pool, config.uploadLimits),
    foodProcessTimings: { reminderLeadSeconds: config.foodProcessReminderLeadSeconds },
    reportFiles: new ReportFiles(join(config.dataDir, 'reports')),
    evidenceDb: pool,
    backups: config.backups,
    events: config.liveEvents === 'postgres' ? await postgresLiveEvents(listener, pool) : inProcessLiveEvents(),
  };
}
