import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const DEEP = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;

describe('GraphQL abuse limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('rejects many aliases, so one request cannot try many passwords', async () => {
    const attempts = Array.from({ length: 20 }, (_, i) => `a${i}: login(input: { username: "admin", password: "guess${i}" }) { id }`).join(' ');
    const response = await new TestClient(app.baseUrl).graphql(`mutation { ${attempts} }`);
    expect(response.errors?.[0].message).toMatch(/alias/i);
    expect(response.data).toBeUndefined();
  });

  it('rejects queries over the cost ceiling before running them', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const spreads = Array.from({ length: 600 }, () => '...Unit').join(' ');
    const response = await manager.graphql(`{ equipment { ${spreads} } } fragment Unit on Equipment { id name type status }`);
    expect(response.errors?.[0].message).toMatch(/Cost limit of 5000 exceeded/);
    expect(response.data).toBeUndefined();
  });

  it('answers malformed documents and token floods with 400, never 500', async () => {
    const post = (query: string) =>
      fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const syntax = await post('{');
    expect(syntax.status).toBe(400);
    expect((await syntax.json()).errors[0].message).toMatch(/Syntax Error/);
    const flood = await post(`{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`);
    expect(flood.status).toBe(400);
    expect((await flood.json()).errors[0].message).toMatch(/Document contains more (than|that) 2000 tokens/);
  });

  it('blocks cross-site simple requests (CSRF prevention)', async () => {
    const response = await fetch(`${app.baseUrl}/graphql?query=${encodeURIComponent('{ health { status } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
  });
});

describe('GraphQL in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('demo', { env: { NODE_ENV: 'production' } });
  });
  afterAll(() => app.close());

  it('rejects queries deeper than 10 levels, introspection included', async () => {
    const response = await new TestClient(app.baseUrl).graphql(DEEP);
    expect(response.errors?.map((e) => e.message).join(' ')).toMatch(/depth limit of 10 exceeded/);
  });

  it('refuses introspection and shows no stack traces', async () => {
    const response = await new TestClient(app.baseUrl).graphql('{ __schema { queryType { name } } }');
    expect(response.errors?.[0].message).toMatch(/introspection/i);
    const invalid = await new TestClient(app.baseUrl).graphql('{ nope }');
    expect(invalid.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(invalid)).not.toMatch(/stacktrace|node_modules|Did you mean/);
  });

  it('masks every "Did you mean" suggestion: fields, enum values in the document and in variables', async () => {
    const client = new TestClient(app.baseUrl);
    const messages = [
      await client.graphql('{ healt { status } }'),
      await client.graphql('{ equipment(categories: [STORAG]) { id } }'),
      await client.graphql('query($c: [EquipmentCategory!]) { equipment(categories: $c) { id } }', { c: ['STORAG'] }),
    ].map((response) => response.errors?.[0].message ?? '');
    expect(messages[0]).toMatch(/Cannot query field "healt"/);
    expect(messages[1]).toMatch(/"STORAG"/);
    expect(messages[2]).toMatch(/"STORAG"/);
    for (const message of messages) expect(message).not.toMatch(/Did you mean|Suggestion|STORAGE"|"health"/);
  });

  it("serves no Apollo landing page (a CDN script and the server's version) to a browser", async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    const body = await response.text();
    expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    expect(body).not.toMatch(/apollographql|cdn|<script/i);
  });
});
