import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadViewer } from '../../src/modules/auth/viewer.js';
import { publishedAtSql } from '../../src/modules/publishing/publication.js';
import { assertMayEditTemplate, checkedPublication, mayEditTemplate } from '../../src/modules/publishing/publication.service.js';
import type { Viewer } from '../../src/viewer.js';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const TARGETS = '{ publishTargets { areas { id name locationIds } sites { id name areaId } canPublishHeadOffice } }';

/** Issue 35: where a head-office or site-only template applies, and who may publish it. */
describe('template publication', () => {
  let app: TestApp;
  let north: number;
  let riverArea: number;
  const run = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const viewer = async (username: string): Promise<Viewer> => {
    const [{ id }] = await run<{ id: number }>(`select id from "user" where username = '${username}'`);
    return (await loadViewer(app.db.orm.em.fork(), id)) as Viewer;
  };
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'OK',
      (error: { code?: string }) => error.code,
    );

  beforeAll(async () => {
    app = await startTestApp();
    [{ id: north }] = await run<{ id: number }>(`insert into area (company_id, name) values (1, 'North') returning id`);
    [{ id: riverArea }] = await run<{ id: number }>(`insert into area (company_id, name) values (2, 'River') returning id`);
    await run(`update location set area_id = ${north} where id in (1, 2)`);
  });
  afterAll(() => app.close());

  it('applies a template at a site by its scope, its targets and its owner site', async () => {
    const where = async (scope: string, areas: number[], sites: number[], owner: number | null) => {
      const { rows } = await sql<{ id: number }>`
        with t (publish_scope, publish_area_ids, publish_location_ids, owner_location_id) as (
          values (${scope}::text, ${areas}::int[], ${sites}::int[], ${owner}::int))
        select l.id from t join location l on l.company_id = 1 and ${publishedAtSql('t', 'l')} order by l.id`.execute(app.db.orm.em.getKysely());
      return rows.map((row) => row.id);
    };
    expect(await where('all', [], [], null)).toEqual([1, 2, 3]);
    expect(await where('areas', [north], [], null)).toEqual([1, 2]);
    expect(await where('sites', [], [3], null)).toEqual([3]);
    expect(await where('sites', [], [2], 2)).toEqual([2]);
    expect(await where('all', [], [], 3)).toEqual([3]);
  });

  it('lets head office publish to its own areas and sites only, and a site administrator to their own site alone', async () => {
    const em = () => app.db.orm.em.fork();
    const owner = await viewer('manager');
    expect(await checkedPublication(em(), owner, null)).toEqual({ scope: 'all', areaIds: [], locationIds: [], ownerLocationId: null });
    expect(await checkedPublication(em(), owner, { scope: 'areas', areaIds: [north, north] })).toMatchObject({ scope: 'areas', areaIds: [north] });
    expect(await checkedPublication(em(), owner, { scope: 'sites', locationIds: [3, 1] })).toMatchObject({ scope: 'sites', locationIds: [1, 3] });
    // Another company's area or site is missing, as if it did not exist; an empty target list is bad input.
    expect(await code(checkedPublication(em(), owner, { scope: 'areas', areaIds: [riverArea] }))).toBe('NOT_FOUND');
    expect(await code(checkedPublication(em(), owner, { scope: 'sites', locationIds: [4] }))).toBe('NOT_FOUND');
    expect(await code(checkedPublication(em(), owner, { scope: 'areas', areaIds: [] }))).toBe('BAD_USER_INPUT');
    expect(await code(checkedPublication(em(), owner, { scope: 'everywhere' }))).toBe('BAD_USER_INPUT');

    const branch = await viewer('branchmgr'); // Downtown Branch (home) and Main Kitchen
    expect(await code(checkedPublication(em(), branch, { scope: 'all' }))).toBe('FORBIDDEN');
    const own = await checkedPublication(em(), branch, { scope: 'all', ownerLocationId: 2 });
    expect(own).toEqual({ scope: 'sites', areaIds: [], locationIds: [2], ownerLocationId: 2 });
    expect(await code(checkedPublication(em(), branch, { scope: 'sites', ownerLocationId: 3 }))).toBe('NOT_FOUND');
    expect(await code(checkedPublication(em(), await viewer('staff'), { scope: 'sites', ownerLocationId: 1 }))).toBe('FORBIDDEN');

    // Head office's templates are changed by head office only; a site's own by any administrator who reaches the site.
    expect(mayEditTemplate(branch, own)).toBe(true);
    expect(mayEditTemplate(owner, own)).toBe(true); // head office reaches every site
    expect(() => assertMayEditTemplate(branch, { scope: 'all', areaIds: [], locationIds: [], ownerLocationId: null })).toThrow(/head-office/);
    expect(mayEditTemplate(await viewer('branchadmin'), own)).toBe(false); // Airport Café's administrator
  });

  it('offers the picker the company’s areas and sites, or only their own sites to a site administrator', async () => {
    const owner = await signedIn(app.baseUrl, 'manager');
    const targets = (await owner.graphql(TARGETS)).data.publishTargets;
    expect(targets.canPublishHeadOffice).toBe(true);
    expect(targets.areas).toEqual([{ id: north, name: 'North', locationIds: [1, 2] }]);
    expect(targets.sites.map((site: any) => [site.id, site.areaId])).toEqual([
      [3, null],
      [2, north],
      [1, north],
    ]);
    const branch = (await (await signedIn(app.baseUrl, 'branchmgr')).graphql(TARGETS)).data.publishTargets;
    expect(branch).toMatchObject({ canPublishHeadOffice: false, areas: [] });
    expect(branch.sites.map((site: any) => site.id).sort()).toEqual([1, 2]);
    const river = (await (await signedIn(app.baseUrl, 'rivermgr')).graphql(TARGETS)).data.publishTargets;
    expect(river.sites.map((site: any) => site.name)).toEqual(['Quayside Events Hall', 'Riverside Central Kitchen']);
    expect(river.areas.map((area: any) => area.name)).toEqual(['River']);
  });
});
