import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-server.js';

describe('health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('migrated');
  });
  afterAll(() => app.close());

  it('GET /api/health reports the database after a real query', async () => {
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('the GraphQL health query agrees', async () => {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status database } }' }),
    });
    expect(await response.json()).toEqual({ data: { health: { status: 'ok', database: 'up' } } });
  });
});
