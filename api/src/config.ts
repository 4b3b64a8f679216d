import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's production build, beside the api workspace (the same path from src/ and dist/). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Config {
  port: number;
  /** External PostgreSQL; when absent an embedded server is started under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  nodeEnv: string;
  isProduction: boolean;
  /** Seed demo data when the database is empty (default on for the embedded database). */
  seedDemoData: boolean;
  /** Origins allowed to open the subscription WebSocket besides the app's own. */
  allowedOrigins: string[];
  /** Express `trust proxy` setting, for correct client addresses and secure cookies behind a proxy. */
  trustProxy: string | number | false;
  /** Schema introspection: on outside production unless GRAPHQL_INTROSPECTION says otherwise. */
  graphqlIntrospection: boolean;
  /** How live readings reach subscribers: one process (memory) or every process (postgres LISTEN/NOTIFY). */
  liveEvents: 'memory' | 'postgres';
  /** The built web app to serve. */
  webDist: string;
  /** Run the background job runner in this process (alerts, escalation, e-mail); off for API-only replicas. */
  runJobs: boolean;
  /** How often the job runner polls for delayed and retried jobs (new jobs arrive at once by LISTEN/NOTIFY). */
  jobsPollIntervalMs: number;
  /** How often units are checked for missed readings. */
  missedReadingsCheckSeconds: number;
  /** How often the job runner looks for reminders to create (checks due soon, calibrations, expiring training). */
  remindersCheckSeconds: number;
  /** How often due checks are created and late ones marked overdue. */
  checkScheduleSeconds: number;
  /** How long before a food process stage's deadline its starter is reminded. */
  foodProcessReminderLeadSeconds: number;
  /** SMTP server for alert e-mails (smtp://user:pass@host:587); unset: e-mails are written to the log. */
  smtpUrl?: string;
  /** The From address of alert e-mails. */
  mailFrom: string;
  /** Requests one sensor gateway's API key may make per minute before it gets 429s. */
  apiKeyRequestsPerMinute: number;
}

/** Every environment variable the API reads is parsed here and nowhere else. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const dataDir = resolve(env.DATA_DIR ?? './.data');
  const port = parsePort(env.PORT ?? '3000');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    databaseUrl,
    dataDir,
    sessionSecret: env.SESSION_SECRET || persistentSecret(dataDir, 'session-secret'),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    seedDemoData: parseFlag(env.SEED_DEMO_DATA, databaseUrl === undefined),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    graphqlIntrospection: parseFlag(env.GRAPHQL_INTROSPECTION, nodeEnv !== 'production'),
    liveEvents: parseLiveEvents(env.LIVE_EVENTS),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : DEFAULT_WEB_DIST,
    runJobs: parseFlag(env.RUN_JOBS, true),
    jobsPollIntervalMs: parsePositive('JOBS_POLL_INTERVAL_MS', env.JOBS_POLL_INTERVAL_MS ?? '2000'),
    missedReadingsCheckSeconds: parsePositive('MISSED_READINGS_CHECK_SECONDS', env.MISSED_READINGS_CHECK_SECONDS ?? '60'),
    remindersCheckSeconds: parsePositive('REMINDERS_CHECK_SECONDS', env.REMINDERS_CHECK_SECONDS ?? '300'),
    checkScheduleSeconds: parsePositive('CHECK_SCHEDULE_SECONDS', env.CHECK_SCHEDULE_SECONDS ?? '60'),
    foodProcessReminderLeadSeconds: parsePositive('FOOD_PROCESS_REMINDER_LEAD_SECONDS', env.FOOD_PROCESS_REMINDER_LEAD_SECONDS ?? '900'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Food Safety Management <alerts@localhost>',
    apiKeyRequestsPerMinute: parsePositive('API_KEY_REQUESTS_PER_MINUTE', env.API_KEY_REQUESTS_PER_MINUTE ?? '600'),
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parsePositive(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return number;
}

function parseLiveEvents(value: string | undefined): 'memory' | 'postgres' {
  if (!value) return 'memory';
  if (value === 'memory' || value === 'postgres') return value;
  throw new Error(`LIVE_EVENTS must be memory or postgres, got "${value}"`);
}

function parseTrustProxy(value: string | undefined): string | number | false {
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function parseFlag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** A random secret generated once and kept in dataDir, so sessions survive restarts. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
