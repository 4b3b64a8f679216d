import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web app's production build, beside the api workspace (the same path from src/ and dist/). */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Config {
  port: number;
  /** External PostgreSQL; when absent an embedded server is started under dataDir. */
  databaseUrl?: string;
  /** The schema owner's URL, for migrations and grants only; the app itself connects with databaseUrl (least privilege). */
  migrationDatabaseUrl?: string;
  /** A streaming replica of the primary, as the same app role: reads of past records go there (database/read-database.ts). */
  readDatabaseUrl?: string;
  /** A replica further behind the primary than this is not read from: those reads go to the primary until it catches up. */
  readReplicaMaxLagMs: number;
  dataDir: string;
  sessionSecret: string;
  nodeEnv: string;
  isProduction: boolean;
  /** Seed demo data when the database is empty (default on for the embedded database outside production; in production only when SEED_DEMO_DATA says so). */
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
  /** How many alert, check and reminder jobs one process runs at once. */
  jobsConcurrency: number;
  /** How many alert e-mails one process sends at once, on a runner of their own. */
  mailJobsConcurrency: number;
  /** How many due-diligence packs one process makes at once, on a runner of their own. */
  exportJobsConcurrency: number;
  /** How often each process writes its worker pools' heartbeat and looks for pools that stopped beating. */
  jobHeartbeatMs: number;
  /** A worker pool silent this long is taken for dead: its locked jobs are freed for the other processes. */
  jobHeartbeatTimeoutSeconds: number;
  /** At shutdown, how long running jobs may take to finish before they are released to another process. */
  jobsShutdownGraceMs: number;
  /** How often the sealer looks for unsealed audit events to chain (bounded below by jobsPollIntervalMs). */
  auditSealIntervalMs: number;
  /** How often units are checked for missed readings. */
  missedReadingsCheckSeconds: number;
  /** How often the job runner looks for reminders to create (checks due soon, calibrations, expiring training). */
  remindersCheckSeconds: number;
  /** How often due checks are created and late ones marked overdue. */
  checkScheduleSeconds: number;
  /** How long before a food process stage's deadline its starter is reminded. */
  foodProcessReminderLeadSeconds: number;
  /** The hour (0–23, each company's own time zone) from which the day's audit-chain anchor e-mail goes out. */
  auditAnchorHour: number;
  /** How often the job runner looks for companies whose daily anchor is due. */
  auditAnchorCheckSeconds: number;
  /** The hour (0–23, each company's own time zone) from which the day's summary e-mails go to the administrators who chose them. */
  dailySummaryHour: number;
  /** How often the job runner looks for companies whose daily summaries are due. */
  dailySummaryCheckSeconds: number;
  /** SMTP server for alert e-mails (smtp://user:pass@host:587); unset: e-mails are written to the log. */
  smtpUrl?: string;
  /** How long a send waits on the SMTP server (to connect, for its greeting, for each reply) before it fails and is retried. */
  smtpTimeoutMs: number;
  /** The From address of alert e-mails. */
  mailFrom: string;
  /** Where people reach the app (no trailing slash): the links in alert e-mails start with it. */
  publicUrl: string;
  /** How long an alert e-mail's Acknowledge link works, in seconds (default 24 hours). */
  acknowledgeLinkSeconds: number;
  /** How long a person's first alert of a location waits for others to join it in one message (issue 34); 0: every alert goes at once, alone. */
  alertGroupSeconds: number;
  /** The SMS provider (Twilio's Messages API or one that speaks it); unset: no SMS channel. */
  sms?: SmsProviderConfig;
  /** Whether a company's chat webhook may point at a loopback, private or link-local address (off: only public ones). */
  webhookInternalAddresses: boolean;
  /** The server's VAPID keys for web push: VAPID_* or generated once into DATA_DIR/vapid-keys.json. */
  vapid: VapidKeys;
  /** Requests one sensor gateway's API key may make per minute before it gets 429s. */
  apiKeyRequestsPerMinute: number;
  /** Uploaded files (manuals, certificates, photos) in an S3-compatible bucket; unset: under DATA_DIR/uploads. */
  uploadsS3?: UploadsS3Config;
  /** Accounts one address may sign up per hour. */
  signUpsPerHour: number;
  /** Per-person upload count and photo decoding limits (UPLOADS_PER_MINUTE, PHOTO_MAX_PIXELS, PHOTO_PROCESSING_CONCURRENCY). */
  uploadLimits: { perPersonPerMinute: number; photoMaxPixels: number; photoConcurrency: number };
  /** Requests one address may make per minute to the inspector link routes (INSPECTOR_REQUESTS_PER_MINUTE). */
  inspectorRequestsPerMinute: number;
  /** Connection limits: a client that sends nothing (or trickles its headers) is cut off, so idle sockets cannot pile up. */
  http: HttpTimeouts;
  /** How often open subscription sockets are checked against their session (logout elsewhere, expiry, deactivation). */
  liveSessionCheckSeconds: number;
  /** How long this process may reuse a signed-in person's viewer; changes drop it at once through NOTIFY (0: no cache). */
  viewerCacheSeconds: number;
  /** The server's daily database backup (modules/backups/). */
  backups: BackupConfig;
}

/** SMS_*: a provider speaking Twilio's Messages API, with its account, token and sending number. */
export interface SmsProviderConfig {
  /** The API's base URL, e.g. https://api.twilio.com (no trailing slash). */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or sender id. */
  from: string;
}

/** VAPID (RFC 8292): the key pair push services know this server by, and who to contact about it. */
export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url (65 bytes): browsers subscribe with it. */
  publicKey: string;
  /** The private key, base64url (32 bytes). */
  privateKey: string;
  /** A mailto: or https: URL push services may contact. */
  subject: string;
}

/** BACKUP_*: when and where the whole server's database is backed up, and how many backups are kept. */
export interface BackupConfig {
  /** Off: no backup is scheduled (BACKUPS=off). */
  enabled: boolean;
  /** Wall-clock time of the daily run, HH:MM. */
  time: string;
  /** The IANA time zone that time is in. */
  timeZone: string;
  /** How many completed backups are kept; older ones are deleted after each successful run. */
  keep: number;
  /** Where backup files are written (default DATA_DIR/backups). */
  dir: string;
  /** A pg_dump binary matching the server's major version: the backup is then pg_dump's custom format (-Fc); unset: the app's own dump. */
  pgDumpPath?: string;
}

export interface HttpTimeouts {
  /** A connection with no bytes in flight either way for this long is closed. */
  idleMs: number;
  /** The request's headers must arrive within this long. */
  headersMs: number;
  /** The whole request (headers and body) must arrive within this long. */
  requestMs: number;
  /** A kept-alive connection waits this long for the next request. */
  keepAliveMs: number;
}

/** An S3-compatible bucket for uploads (UPLOADS_S3_*). */
export interface UploadsS3Config {
  bucket: string;
  /** A non-AWS server's URL (MinIO, Ceph, R2…); unset: AWS. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither: the SDK's usual credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** host/bucket/key addressing (most self-hosted servers); default on when an endpoint is given. */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. "production/". */
  prefix: string;
}

/** The heartbeat must come several times within its timeout, or a live but busy pool would be taken for dead. */
function jobHeartbeatSettings(env: NodeJS.ProcessEnv): Pick<Config, 'jobHeartbeatMs' | 'jobHeartbeatTimeoutSeconds'> {
  const seconds = parsePositive('JOB_HEARTBEAT_SECONDS', env.JOB_HEARTBEAT_SECONDS ?? '10');
  const timeout = parsePositive('JOB_HEARTBEAT_TIMEOUT_SECONDS', env.JOB_HEARTBEAT_TIMEOUT_SECONDS ?? '30');
  if (timeout < 2 * seconds) throw new Error(`JOB_HEARTBEAT_TIMEOUT_SECONDS (${timeout}) must be at least twice JOB_HEARTBEAT_SECONDS (${seconds})`);
  return { jobHeartbeatMs: 1000 * seconds, jobHeartbeatTimeoutSeconds: timeout };
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
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    readDatabaseUrl: env.READ_DATABASE_URL || undefined,
    readReplicaMaxLagMs: 1000 * parsePositive('READ_REPLICA_MAX_LAG_SECONDS', env.READ_REPLICA_MAX_LAG_SECONDS ?? '5'),
    dataDir,
    sessionSecret: env.SESSION_SECRET || persistentSecret(dataDir, 'session-secret'),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    // Production never seeds the demo accounts unless asked to in so many words (and then with random passwords).
    seedDemoData: parseFlag(env.SEED_DEMO_DATA, databaseUrl === undefined && nodeEnv !== 'production'),
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
    jobsConcurrency: parsePositive('JOBS_CONCURRENCY', env.JOBS_CONCURRENCY ?? '3'),
    mailJobsConcurrency: parsePositive('MAIL_JOBS_CONCURRENCY', env.MAIL_JOBS_CONCURRENCY ?? '3'),
    exportJobsConcurrency: parsePositive('EXPORT_JOBS_CONCURRENCY', env.EXPORT_JOBS_CONCURRENCY ?? '2'),
    ...jobHeartbeatSettings(env),
    jobsShutdownGraceMs: 1000 * parsePositive('JOBS_SHUTDOWN_GRACE_SECONDS', env.JOBS_SHUTDOWN_GRACE_SECONDS ?? '5'),
    auditSealIntervalMs: parsePositive('AUDIT_SEAL_INTERVAL_MS', env.AUDIT_SEAL_INTERVAL_MS ?? '1000'),
    missedReadingsCheckSeconds: parsePositive('MISSED_READINGS_CHECK_SECONDS', env.MISSED_READINGS_CHECK_SECONDS ?? '60'),
    remindersCheckSeconds: parsePositive('REMINDERS_CHECK_SECONDS', env.REMINDERS_CHECK_SECONDS ?? '300'),
    checkScheduleSeconds: parsePositive('CHECK_SCHEDULE_SECONDS', env.CHECK_SCHEDULE_SECONDS ?? '60'),
    foodProcessReminderLeadSeconds: parsePositive('FOOD_PROCESS_REMINDER_LEAD_SECONDS', env.FOOD_PROCESS_REMINDER_LEAD_SECONDS ?? '900'),
    auditAnchorHour: parseHour('AUDIT_ANCHOR_HOUR', env.AUDIT_ANCHOR_HOUR ?? '6'),
    auditAnchorCheckSeconds: parsePositive('AUDIT_ANCHOR_CHECK_SECONDS', env.AUDIT_ANCHOR_CHECK_SECONDS ?? '300'),
    dailySummaryHour: parseHour('DAILY_SUMMARY_HOUR', env.DAILY_SUMMARY_HOUR ?? '7'),
    dailySummaryCheckSeconds: parsePositive('DAILY_SUMMARY_CHECK_SECONDS', env.DAILY_SUMMARY_CHECK_SECONDS ?? '300'),
    smtpUrl: env.SMTP_URL || undefined,
    smtpTimeoutMs: 1000 * parsePositive('SMTP_TIMEOUT_SECONDS', env.SMTP_TIMEOUT_SECONDS ?? '30'),
    mailFrom: env.MAIL_FROM || 'Food Safety Management <alerts@localhost>',
    publicUrl: parsePublicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    acknowledgeLinkSeconds: parsePositive('ACKNOWLEDGE_LINK_EXPIRY_SECONDS', env.ACKNOWLEDGE_LINK_EXPIRY_SECONDS ?? String(24 * 60 * 60)),
    alertGroupSeconds: parseNonNegative('ALERT_GROUP_SECONDS', env.ALERT_GROUP_SECONDS ?? '60'),
    sms: parseSms(env),
    webhookInternalAddresses: parseFlag(env.WEBHOOK_INTERNAL_ADDRESSES, false),
    vapid: parseVapid(env, dataDir),
    apiKeyRequestsPerMinute: parsePositive('API_KEY_REQUESTS_PER_MINUTE', env.API_KEY_REQUESTS_PER_MINUTE ?? '600'),
    signUpsPerHour: parsePositive('SIGN_UPS_PER_HOUR', env.SIGN_UPS_PER_HOUR ?? '10'),
    uploadLimits: {
      perPersonPerMinute: parsePositive('UPLOADS_PER_MINUTE', env.UPLOADS_PER_MINUTE ?? '60'),
      photoMaxPixels: parsePositive('PHOTO_MAX_PIXELS', env.PHOTO_MAX_PIXELS ?? '40000000'),
      photoConcurrency: parsePositive('PHOTO_PROCESSING_CONCURRENCY', env.PHOTO_PROCESSING_CONCURRENCY ?? '2'),
    },
    inspectorRequestsPerMinute: parsePositive('INSPECTOR_REQUESTS_PER_MINUTE', env.INSPECTOR_REQUESTS_PER_MINUTE ?? '60'),
    uploadsS3: parseUploadsS3(env),
    http: {
      idleMs: 1000 * parsePositive('HTTP_IDLE_TIMEOUT_SECONDS', env.HTTP_IDLE_TIMEOUT_SECONDS ?? '45'),
      headersMs: 1000 * parsePositive('HTTP_HEADERS_TIMEOUT_SECONDS', env.HTTP_HEADERS_TIMEOUT_SECONDS ?? '20'),
      requestMs: 1000 * parsePositive('HTTP_REQUEST_TIMEOUT_SECONDS', env.HTTP_REQUEST_TIMEOUT_SECONDS ?? '300'),
      keepAliveMs: 1000 * parsePositive('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS ?? '5'),
    },
    liveSessionCheckSeconds: parsePositive('LIVE_SESSION_CHECK_SECONDS', env.LIVE_SESSION_CHECK_SECONDS ?? '30'),
    viewerCacheSeconds: parseNonNegative('VIEWER_CACHE_SECONDS', env.VIEWER_CACHE_SECONDS ?? '30'),
    backups: parseBackups(env, dataDir),
  };
}

function parseBackups(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  const time = env.BACKUP_TIME || '03:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`BACKUP_TIME must be HH:MM (24-hour), got "${time}"`);
  const timeZone = env.BACKUP_TIME_ZONE || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`BACKUP_TIME_ZONE must be an IANA time zone such as Europe/London, got "${timeZone}"`);
  }
  return {
    enabled: parseFlag(env.BACKUPS, true),
    time,
    timeZone,
    keep: parsePositive('BACKUP_KEEP', env.BACKUP_KEEP ?? '14'),
    dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : join(dataDir, 'backups'),
    pgDumpPath: env.BACKUP_PG_DUMP || undefined,
  };
}

function parseUploadsS3(env: NodeJS.ProcessEnv): UploadsS3Config | undefined {
  const bucket = env.UPLOADS_S3_BUCKET;
  if (!bucket) return undefined;
  const endpoint = env.UPLOADS_S3_ENDPOINT || undefined;
  const accessKeyId = env.UPLOADS_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.UPLOADS_S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    bucket,
    endpoint,
    region: env.UPLOADS_S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: parseFlag(env.UPLOADS_S3_FORCE_PATH_STYLE, endpoint !== undefined),
    prefix: env.UPLOADS_S3_PREFIX ?? '',
  };
}

function parsePublicUrl(value: string, name = 'PUBLIC_URL'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL such as https://haccp.example.com, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url.href.replace(/\/+$/, '');
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

function parseHour(name: string, value: string): number {
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`${name} must be an hour from 0 to 23, got "${value}"`);
  return hour;
}

function parseNonNegative(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} must be a whole number (0 or more), got "${value}"`);
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

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), else a pair generated on first start into
 * DATA_DIR/vapid-keys.json (0600) and kept: a new pair would orphan every device's subscription.
 */
function parseVapid(env: NodeJS.ProcessEnv, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${mailAddress(env.MAIL_FROM) ?? 'alerts@localhost'}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https:// URL');
  const [publicKey, privateKey] = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY].map((value) => value?.trim() || undefined);
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) throw new Error('Web push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither)');
  return { ...persistentVapidKeys(dataDir), subject };
}

function persistentVapidKeys(dataDir: string): Omit<VapidKeys, 'subject'> {
  const file = join(dataDir, 'vapid-keys.json');
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8'));
    return { publicKey, privateKey };
  } catch {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      // A private key with leading zero bytes comes back short; VAPID wants all 32.
      privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return keys;
  }
}

const mailAddress = (from: string | undefined): string | undefined => from?.match(/<([^>]+)>/)?.[1] ?? (from?.includes('@') ? from.trim() : undefined);

/** The SMS channel is on only with an account, a token and a sending number; a part of them is a mistake worth stopping for. */
function parseSms(env: NodeJS.ProcessEnv): SmsProviderConfig | undefined {
  const [accountSid, authToken, from] = [env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN, env.SMS_FROM].map((value) => value?.trim() || undefined);
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from) throw new Error('SMS needs all of SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM (or none of them)');
  const baseUrl = parsePublicUrl(env.SMS_API_URL || 'https://api.twilio.com', 'SMS_API_URL');
  return { baseUrl, accountSid, authToken, from };
}
