import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsFor, until } from '../alerts/alerts-helpers.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const WALK_IN_FRIDGE = 1;
const CHEST_FREEZER = 2;
const CREATE =
  'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id name prefix locationId scope createdByName lastUsedAt revokedAt } } }';
const RECORD = 'mutation($input: RecordReadingInput!) { recordReading(input: $input) { id apiKeyId recordedById batteryPercent signalStrength } }';

describe('sensor gateways: API keys record readings and nothing else', () => {
  let app: TestApp;
  let manager: TestClient;
  let downtownUnit: number;
  const sql = async <T = any>(text: string, params: unknown[] = []) => app.db.orm.em.getConnection().execute<T[]>(text, params);

  async function createKey(name: string, locationId?: number): Promise<{ id: number; secret: string; apiKey: any }> {
    const { data, errors } = await manager.graphql(CREATE, { input: { name, locationId } });
    if (errors) throw new Error(JSON.stringify(errors));
    return { id: data.createApiKey.apiKey.id, secret: data.createApiKey.secret, apiKey: data.createApiKey.apiKey };
  }
  /** A gateway: no cookie, only its key. */
  const gateway = (secret: string) => {
    const client = new TestClient(app.baseUrl);
    const auth = { authorization: `Bearer ${secret}` };
    return {
      client,
      post: (path: string, body: unknown) => client.post(path, body, auth),
      get: (path: string) => client.request('GET', path, undefined, auth),
      graphql: async (query: string, variables?: Record<string, unknown>) => client.post('/graphql', { query, variables }, auth),
    };
  };

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200', API_KEY_REQUESTS_PER_MINUTE: '30' } });
    manager = await signedIn(app.baseUrl, 'manager');
    downtownUnit = Number((await sql<{ id: number }>(`select id from equipment where location_id = 2 and type = 'fridge' order by id limit 1`))[0].id);
  });
  afterAll(() => app.close());

  it('an administrator creates a key (secret shown once), lists and revokes it; others may not', async () => {
    const { id, secret, apiKey } = await createKey('Main Kitchen fridge gateway', 1);
    expect(secret).toMatch(/^fsm_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Main Kitchen fridge gateway',
      locationId: 1,
      scope: 'Main Kitchen',
      createdByName: expect.any(String),
      revokedAt: null,
    });
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    const list = await manager.graphql('{ apiKeys { id prefix scope revokedAt } }');
    expect(list.data.apiKeys[0]).toEqual({ id, prefix: apiKey.prefix, scope: 'Main Kitchen', revokedAt: null });
    const revoked = await manager.graphql('mutation($id: Int!) { revokeApiKey(id: $id) { id revokedAt } }', { id });
    expect(revoked.data.revokeApiKey.revokedAt).not.toBeNull();
    expect(await manager.graphqlErrorCode('mutation($id: Int!) { revokeApiKey(id: $id) { id } }', { id })).toBe('BAD_USER_INPUT');
    const everywhere = await createKey('Company gateway');
    expect(everywhere.apiKey).toMatchObject({ locationId: null, scope: 'All locations' });
    for (const username of ['cook', 'branchmgr', 'staff']) {
      const someone = await signedIn(app.baseUrl, username);
      expect(await someone.graphqlErrorCode('{ apiKeys { id } }'), username).toBe('FORBIDDEN');
      expect(await someone.graphqlErrorCode(CREATE, { input: { name: 'Mine' } }), username).toBe('FORBIDDEN');
    }
    expect(await manager.graphqlErrorCode(CREATE, { input: { name: '  ' } })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(CREATE, { input: { name: 'Elsewhere', locationId: 4 } })).toBe('NOT_FOUND');
    expect((await manager.graphql('{ me { capabilities { manageApiKeys } } }')).data.me.capabilities.manageApiKeys).toBe(true);
  });

  it('keeps only a SHA-256 hash of the secret, and never puts the secret or its hash in the audit trail', async () => {
    const { id, secret } = await createKey('Audit check');
    await manager.graphql('mutation($id: Int!) { revokeApiKey(id: $id) { id } }', { id });
    const hash = createHash('sha256').update(secret).digest('hex');
    // fsm_<8 hex>_<base64url>: the random part may itself hold '_', so it is everything after the prefix.
    const random = secret.slice(secret.indexOf('_', 'fsm_'.length) + 1);
    expect(random).toHaveLength(43);
    const [row] = await sql<{ secret_hash: string; whole: string }>('select secret_hash, t::text as whole from api_key t where id = ?', [id]);
    expect(row.secret_hash).toBe(hash);
    expect(row.whole).not.toContain(secret);
    expect(row.whole).not.toContain(random);
    const audits = await sql<{ action: string; whole: string }>(
      `select action, t::text as whole from audit_event t where entity = 'api_key' and entity_id = ?`,
      [String(id)],
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'revoke']);
    for (const audit of audits) {
      expect(audit.whole).not.toContain(random);
      expect(audit.whole).not.toContain(hash);
    }
  });

  it('a key records through REST and GraphQL (Bearer): the reading names the key, not a person, with its telemetry; no cookie is set', async () => {
    const { id, secret } = await createKey('Fridge gateway', 1);
    const sensor = gateway(secret);
    const rest = await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3.2, batteryPercent: 88, signalStrength: -71 });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({
      equipmentId: WALK_IN_FRIDGE,
      temperature: '3.20',
      apiKeyId: id,
      recordedById: null,
      batteryPercent: 88,
      signalStrength: -71,
    });
    expect(rest.headers.get('set-cookie')).toBeNull();
    const one = await sensor.graphql(RECORD, { input: { equipmentId: WALK_IN_FRIDGE, temperature: 3.1, batteryPercent: 87 } });
    expect(one.body.data.recordReading).toMatchObject({ apiKeyId: id, recordedById: null, batteryPercent: 87, signalStrength: null });
    const many = await sensor.graphql('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { apiKeyId } }', {
      inputs: [
        { equipmentId: WALK_IN_FRIDGE, temperature: 3 },
        { equipmentId: CHEST_FREEZER, temperature: -19 },
      ],
    });
    expect(many.body.data.recordReadings).toEqual([{ apiKeyId: id }, { apiKeyId: id }]);
    expect(one.headers.get('set-cookie')).toBeNull();
    const [stored] = await sql('select user_id, api_key_id, battery_percent, signal_strength from temperature_reading where id = ?', [rest.body.id]);
    expect(stored).toEqual({ user_id: null, api_key_id: id, battery_percent: 88, signal_strength: -71 });
    const [audit] = await sql(`select actor_id, after from audit_event where entity = 'temperature_reading' and entity_id = ?`, [String(rest.body.id)]);
    expect(audit).toMatchObject({ actor_id: null, after: { apiKeyId: id, equipmentId: WALK_IN_FRIDGE } });
    const [{ last_used_at }] = await sql('select last_used_at from api_key where id = ?', [id]);
    expect(last_used_at).not.toBeNull();
    const bad = await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3, batteryPercent: 101, signalStrength: 5 });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'batteryPercent must be a whole number from 0 to 100; signalStrength must be a whole number of dBm from -150 to 0' },
    });
  });

  it('marks a key as used at most once a minute per process, not once per reading', async () => {
    const { id, secret } = await createKey('Touch check', 1);
    const sensor = gateway(secret);
    await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 });
    const [first] = await sql('select last_used_at from api_key where id = ?', [id]);
    await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 });
    await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 });
    const [later] = await sql('select last_used_at from api_key where id = ?', [id]);
    expect(later.last_used_at).toEqual(first.last_used_at);
  });

  it('a location key cannot write to another location (404, like a missing unit); a company key can', async () => {
    const local = gateway((await createKey('Main Kitchen only', 1)).secret);
    const before = await sql('select count(*)::int n from temperature_reading');
    const rest = await local.post('/api/temperature-readings', { equipmentId: downtownUnit, temperature: 3 });
    expect(rest).toMatchObject({ status: 404, body: { message: 'Equipment not found' } });
    const graphql = await local.graphql(RECORD, { input: { equipmentId: downtownUnit, temperature: 3 } });
    expect(graphql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await sql('select count(*)::int n from temperature_reading')).toEqual(before);
    const company = gateway((await createKey('Everywhere')).secret);
    expect((await company.post('/api/temperature-readings', { equipmentId: downtownUnit, temperature: 3 })).status).toBe(201);
    expect((await company.post('/api/temperature-readings', { equipmentId: 28, temperature: 3 })).status).toBe(404);
  });

  it('a key records a batch item by item (recordReadingsEach): a unit outside its location is refused as missing, the others are stored', async () => {
    const { id, secret } = await createKey('Catching up', 1);
    const answer = await gateway(secret).graphql(
      'mutation($inputs: [RecordReadingInput!]!) { recordReadingsEach(inputs: $inputs) { status code reason reading { apiKeyId recordedById } } }',
      {
        inputs: [
          { equipmentId: WALK_IN_FRIDGE, temperature: 3 },
          { equipmentId: downtownUnit, temperature: 3 },
        ],
      },
    );
    expect(answer.body.data.recordReadingsEach).toEqual([
      { status: 'STORED', code: null, reason: null, reading: { apiKeyId: id, recordedById: null } },
      { status: 'REFUSED', code: 'NOT_FOUND', reason: 'Equipment not found', reading: null },
    ]);
  });

  it('a revoked or unknown key is a 401 with a clear message, on REST and GraphQL', async () => {
    const { id, secret } = await createKey('Soon revoked', 1);
    await manager.graphql('mutation($id: Int!) { revokeApiKey(id: $id) { id } }', { id });
    const revoked = gateway(secret);
    expect(await revoked.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 })).toMatchObject({
      status: 401,
      body: { message: 'This API key has been revoked' },
    });
    const graphql = await revoked.graphql(RECORD, { input: { equipmentId: WALK_IN_FRIDGE, temperature: 3 } });
    expect(graphql).toMatchObject({ status: 401, body: { errors: [{ message: 'This API key has been revoked', extensions: { code: 'UNAUTHENTICATED' } }] } });
    expect(await gateway('fsm_00000000_nope').post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 })).toMatchObject({
      status: 401,
      body: { message: 'Unknown API key' },
    });
  });

  it('a key may call nothing but the reading operations: everything else is 403 / FORBIDDEN', async () => {
    const sensor = gateway((await createKey('Nosy gateway')).secret);
    for (const path of ['/api/user', '/api/equipment', '/api/locations', '/api/health', '/api/dashboard']) {
      expect((await sensor.get(path)).status, path).toBe(403);
    }
    expect((await sensor.post('/api/login', { username: 'manager', password: 'demo1234' })).status).toBe(403);
    expect((await sensor.post('/api/locations', { name: 'Sneaky' })).status).toBe(403);
    for (const query of [
      '{ equipment { id } }',
      '{ me { id } }',
      '{ apiKeys { id } }',
      'mutation { createApiKey(input: { name: "Mine" }) { secret } }',
      'mutation { login(input: { username: "manager", password: "demo1234" }) { id } }',
      'mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id } createApiKey(input: { name: "Mine" }) { secret } }',
    ]) {
      const { status, body } = await sensor.graphql(query);
      expect(status, query).toBe(403);
      expect(body.errors[0].extensions.code, query).toBe('FORBIDDEN');
    }
    expect(await sql(`select count(*)::int n from api_key where name = 'Mine'`)).toEqual([{ n: 0 }]);
  });

  it('a key reads back only the readings it wrote: no unit, recent readings, photos or people (issue 33 item 6)', async () => {
    const sensor = gateway((await createKey('Curious gateway', 1)).secret);
    const readings = async () => (await sql<{ n: number }>('select count(*)::int n from temperature_reading where equipment_id = ?', [WALK_IN_FRIDGE]))[0].n;
    const before = await readings();
    for (const query of [
      'mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id equipment { recentReadings(limit: 100) { id temperature recordedById photoEvidence { url } } } } }',
      'mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id photoEvidence { url } } }',
      'mutation { recordReadings(inputs: [{ equipmentId: 1, temperature: 3 }]) { ...R } } fragment R on Reading { id equipment { name } }',
      'mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { ... on Reading { equipment { id } } } }',
      // Per-item answers open the reading the key wrote, and no further.
      'mutation { recordReadingsEach(inputs: [{ equipmentId: 1, temperature: 3 }]) { status reading { id equipment { recentReadings(limit: 100) { id } } } } }',
      'mutation { recordReadingsEach(inputs: [{ equipmentId: 1, temperature: 3 }]) { status reading { id photoEvidence { url } } } }',
    ]) {
      expect(await sensor.graphql(query), query).toMatchObject({ status: 403, body: { errors: [{ extensions: { code: 'FORBIDDEN' } }] } });
    }
    expect(await readings()).toBe(before);
    const own = await sensor.graphql(
      'mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { ...R __typename } } fragment R on Reading { id temperature status isManual apiKeyId recordedAt }',
    );
    expect(own.status).toBe(200);
    expect(own.body.data.recordReading).toMatchObject({ temperature: 3, status: 'NORMAL', isManual: false, __typename: 'Reading' });
    // A person still gets the unit back with the reading (the web's caches use it).
    const person = await manager.graphql('mutation { recordReading(input: { equipmentId: 1, temperature: 3 }) { id equipment { id status } } }');
    expect(person.data.recordReading.equipment).toMatchObject({ id: WALK_IN_FRIDGE });
  });

  it('a key may not label its reading manual: isManual true is refused on REST and GraphQL, false is fine (issue 33 item 6)', async () => {
    const sensor = gateway((await createKey('Honest gateway', 1)).secret);
    const stored = async () => (await sql<{ n: number }>('select count(*)::int n from temperature_reading where api_key_id is not null'))[0].n;
    const before = await stored();
    const message = 'A sensor gateway’s readings are never manual: leave isManual out or send false';
    expect(await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3, isManual: true })).toMatchObject({
      status: 400,
      body: { message },
    });
    const one = await sensor.graphql(RECORD, { input: { equipmentId: WALK_IN_FRIDGE, temperature: 3, isManual: true } });
    expect(one.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const many = await sensor.graphql('mutation($inputs: [RecordReadingInput!]!) { recordReadings(inputs: $inputs) { id } }', {
      inputs: [
        { equipmentId: WALK_IN_FRIDGE, temperature: 3 },
        { equipmentId: CHEST_FREEZER, temperature: -19, isManual: true },
      ],
    });
    expect(many.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await stored()).toBe(before);
    expect((await sensor.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3, isManual: false })).status).toBe(201);
  });

  it('limits each key’s requests per minute: then 429 with Retry-After, other keys unaffected', async () => {
    const busy = gateway((await createKey('Chatty gateway', 1)).secret);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await busy.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const refused = await busy.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests for this API key/);
    const quiet = gateway((await createKey('Quiet gateway', 1)).secret);
    expect((await quiet.post('/api/temperature-readings', { equipmentId: WALK_IN_FRIDGE, temperature: 3 })).status).toBe(201);
    // The budgets are kept unlogged: spending one never waits for a WAL flush of its own (issue 38).
    expect(await sql(`select relpersistence from pg_class where relname = 'api_key_rate_limit'`)).toEqual([{ relpersistence: 'u' }]);
  });

  it('a low battery opens exactly one "low battery" action per episode; a good battery ends the episode', async () => {
    const sensor = gateway((await createKey('Freezer gateway', 1)).secret);
    const send = async (batteryPercent: number | undefined) => {
      const { status } = await sensor.post('/api/temperature-readings', { equipmentId: CHEST_FREEZER, temperature: -19, batteryPercent });
      expect(status).toBe(201);
    };
    const lowBattery = async () => (await actionsFor(manager, CHEST_FREEZER)).filter((a) => a.description.startsWith('Low battery'));
    await send(40);
    await send(14);
    const [first] = await until(lowBattery, (a) => a.length === 1);
    expect(first).toMatchObject({
      type: 'equipment_failure',
      source: 'automatic',
      severity: 'medium',
      status: 'open',
      description: "Low battery: Chest Freezer's sensor reports 14 % (below 15 %); replace it before the sensor stops reporting",
    });
    await send(9);
    await send(undefined);
    await send(8);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await lowBattery()).toHaveLength(1);
    await send(95);
    await send(12);
    expect(await until(lowBattery, (a) => a.length === 2)).toHaveLength(2);
  });
});
