import { join } from 'node:path';
import type pg from 'pg';
import type { Config } from '../config.js';
import { inProcessLiveEvents, postgresLiveEvents } from '../events/live-events.js';
import { createMailer } from '../modules/alerts/mailer.js';
import { ApiKeyAuth } from '../modules/api-keys/api-key-auth.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import { ReportFiles } from '../modules/reports/report-files.js';
import { FileUploadStorage } from '../modules/uploads/upload-storage.js';
import type { AppServices } from '../services.js';

/** Creates the process's long-lived collaborators once; close() releases them. */
export async function createServices(config: Config, databaseUrl: string, pool: pg.Pool): Promise<AppServices> {
  return {
    throttle: new LoginThrottle(pool),
    apiKeys: new ApiKeyAuth(pool, config.apiKeyRequestsPerMinute),
    mailer: createMailer(config),
    uploads: new FileUploadStorage(join(config.dataDir, 'uploads')),
    reportFiles: new ReportFiles(join(config.dataDir, 'reports')),
    evidenceDb: pool,
    events: config.liveEvents === 'postgres' ? await postgresLiveEvents(databaseUrl, pool) : inProcessLiveEvents(),
  };
}
