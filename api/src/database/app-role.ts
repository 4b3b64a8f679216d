import pg from 'pg';
import { JOBS_SCHEMA } from './job-queue.js';

/** The role the embedded database's app connects as; the owner (`postgres`) only migrates. */
export const EMBEDDED_APP_ROLE = 'fsm_app';

/** The same server and database as `url`, signed in as another role. */
export function urlAsRole(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(role);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The role a connection URL signs in as, and its password. */
export function credentialsOf(url: string): { role: string; password: string } {
  const parsed = new URL(url);
  return { role: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

/**
 * Gives the app's role what it needs and nothing more, run as the owner after every migration:
 * rows in, rows out and updates on ordinary tables; only INSERT and SELECT on the append-only
 * evidence tables (every table guarded by refuse_evidence_change()). Not owner, so no TRUNCATE,
 * ALTER TABLE … DISABLE TRIGGER or DROP; not superuser, so no session_replication_role.
 * Idempotent, so each start-up also covers tables a new migration added.
 */
export async function grantAppRole(ownerUrl: string, role: string, login?: AppRoleLogin): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const name = client.escapeIdentifier(role);
    // One transaction (never a moment with UPDATE on evidence), one process at a time (concurrent GRANTs collide).
    await client.query(`begin; select pg_advisory_xact_lock(hashtext('fsm app role grants'))`);
    if (login) await ensureLoginRole(client, role, login);
    await client.query(appRoleGrants(name));
    const evidence = await client.query<{ table: string }>(EVIDENCE_TABLES);
    for (const { table } of evidence.rows) await client.query(`revoke update, delete, truncate on ${client.escapeIdentifier(table)} from ${name}`);
    await openJobTablesTo(client, role);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

export interface AppRoleLogin {
  password: string;
  /** The embedded server's role is ours: its password (kept in DATA_DIR) and lack of powers are set again on every start. */
  resetExisting: boolean;
}

/** What the app role is: it signs in, and has no power beyond its grants. */
const APP_ROLE_ATTRIBUTES = {
  rolcanlogin: 'login',
  rolsuper: 'nosuperuser',
  rolcreatedb: 'nocreatedb',
  rolcreaterole: 'nocreaterole',
  rolreplication: 'noreplication',
  rolbypassrls: 'nobypassrls',
  rolinherit: 'inherit',
} as const;
type RoleAttribute = keyof typeof APP_ROLE_ATTRIBUTES;

/**
 * Creates the login role when missing; an existing one is left alone unless the server is our own.
 * An owner with CREATEROLE alone (not superuser) may create a role with these attributes but not
 * name SUPERUSER, REPLICATION or BYPASSRLS in ALTER ROLE, so an existing role is only altered in
 * the attributes it lacks (a superuser owner may always).
 */
async function ensureLoginRole(client: pg.Client, role: string, { password, resetExisting }: AppRoleLogin): Promise<void> {
  const name = client.escapeIdentifier(role);
  const secret = `password ${client.escapeLiteral(password)}`;
  const { rows } = await client.query<Record<RoleAttribute, boolean>>(
    `select ${Object.keys(APP_ROLE_ATTRIBUTES).join(', ')} from pg_roles where rolname = $1`,
    [role],
  );
  if (!rows.length) {
    await client.query(`create role ${name} ${Object.values(APP_ROLE_ATTRIBUTES).join(' ')} ${secret}`);
    return;
  }
  if (!resetExisting) return;
  const wanted = (attribute: RoleAttribute) => !APP_ROLE_ATTRIBUTES[attribute].startsWith('no');
  const differing = (Object.keys(APP_ROLE_ATTRIBUTES) as RoleAttribute[]).filter((attribute) => rows[0][attribute] !== wanted(attribute));
  await client.query(`alter role ${name} ${differing.map((attribute) => APP_ROLE_ATTRIBUTES[attribute]).join(' ')} ${secret}`);
}

/**
 * graphile-worker turns row-level security on for its private tables (with no policy, so only
 * the owner sees rows); the app role enqueues and runs jobs, so it gets one policy per table.
 */
async function openJobTablesTo(client: pg.Client, role: string): Promise<void> {
  const policy = `${role}_jobs`;
  const tables = await client.query<{ table: string; has: boolean }>(
    `select c.relname as table, exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = $2) as has
       from pg_class c where c.relnamespace = $1::regnamespace and c.relkind = 'r' and c.relrowsecurity`,
    [JOBS_SCHEMA, policy],
  );
  for (const { table, has } of tables.rows) {
    if (has) continue;
    const target = `${client.escapeIdentifier(JOBS_SCHEMA)}.${client.escapeIdentifier(table)}`;
    await client.query(
      `create policy ${client.escapeIdentifier(policy)} on ${target} for all to ${client.escapeIdentifier(role)} using (true) with check (true)`,
    );
  }
}

function appRoleGrants(name: string): string {
  const jobs = `"${JOBS_SCHEMA}"`;
  return `
    grant usage on schema public, ${jobs} to ${name};
    grant select, insert, update, delete on all tables in schema public, ${jobs} to ${name};
    grant usage, select, update on all sequences in schema public, ${jobs} to ${name};
    grant execute on all functions in schema public, ${jobs} to ${name};
    alter default privileges in schema public, ${jobs} grant select, insert, update, delete on tables to ${name};
    alter default privileges in schema public, ${jobs} grant usage, select, update on sequences to ${name};`;
}

const EVIDENCE_TABLES = `
  select distinct c.relname as table from pg_trigger t
  join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
  where p.proname = 'refuse_evidence_change' and c.relnamespace = 'public'::regnamespace`;
