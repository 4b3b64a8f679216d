import type pg from 'pg';
import type { Config } from '../config.js';
import { inProcessLiveEvents, postgresLiveEvents } from '../events/live-events.js';
import { createMailer } from '../modules/alerts/mailer.js';
import { LoginThrottle } from '../modules/auth/login-throttle.js';
import type { AppServices } from '../services.js';

/** Creates the process's long-lived collaborators once; close() releases them. */
export async function createServices(config: Config, databaseUrl: string, pool: pg.Pool): Promise<AppServices> {
  return {
    throttle: new LoginThrottle(pool),
    mailer: createMailer(config),
    events: config.liveEvents === 'postgres' ? await postgresLiveEvents(databaseUrl, pool) : inProcessLiveEvents(),
  };
}
