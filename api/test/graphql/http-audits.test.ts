import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

/**
 * GraphQL-over-HTTP conformance (graphql-http's audits). CSRF prevention stays on: every
 * audit request carries the preflight header a real non-browser client would send.
 * Every MUST passes; SHOULD/MAY results are listed in the test output.
 */
describe('GraphQL over HTTP audits', async () => {
  let app: TestApp;
  const urlOf = () => `${app.baseUrl}/graphql`;
  const audits = serverAudits({
    url: () => urlOf(),
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('apollo-require-preflight', 'true');
      return fetch(input, { ...init, headers });
    },
  });

  beforeAll(async () => {
    app = await startTestApp('migrated');
  });
  afterAll(() => app.close());

  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status, 'reason' in result ? result.reason : '').toBe('ok');
  });

  it('reports how the SHOULD and MAY audits fare', async () => {
    const others = audits.filter((audit) => !audit.name.startsWith('MUST'));
    const results = await Promise.all(others.map(async (audit) => ({ name: audit.name, result: await audit.fn() })));
    const failing = results.filter(({ result }) => result.status !== 'ok');
    for (const { name, result } of failing) console.info(`[graphql-http] ${result.status}: ${name}${'reason' in result ? ` — ${result.reason}` : ''}`);
    expect(results.length).toBeGreaterThan(0);
  });
});
