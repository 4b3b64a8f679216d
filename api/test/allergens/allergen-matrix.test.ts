import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const MATRIX = `query($id: Int!) { allergenMatrix(locationId: $id) { locationId regime allergens { code label } needsReview
  current { id version items { name allergens } createdBy createdAt } } }`;
const VERSIONS = `query($id: Int!) { allergenMatrixVersions(locationId: $id) { version items { name } } }`;
const SAVE = `mutation($input: SaveAllergenMatrixInput!) { saveAllergenMatrix(input: $input) { id version items { name allergens } createdBy } }`;

describe('allergen matrix', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('a London kitchen uses the 14 UK/EU allergens; a New York one the US 9', async () => {
    const london = (await manager.graphql(MATRIX, { id: 1 })).data.allergenMatrix;
    expect(london).toMatchObject({ regime: 'uk', needsReview: false, current: { version: 2, createdBy: 'Maria Manager' } });
    expect(london.allergens).toHaveLength(14);
    expect(london.current.items[0]).toEqual({ name: 'Fish and Chips', allergens: ['gluten', 'fish'] });
    const airport = (await manager.graphql(MATRIX, { id: 3 })).data.allergenMatrix;
    expect(airport).toMatchObject({ regime: 'us', current: null, needsReview: true });
    expect(airport.allergens.map((a: { code: string }) => a.code)).toContain('wheat');
    expect(airport.allergens).toHaveLength(9);
  });

  it('a save is the next version, older versions stay, and each save is audited with before and after', async () => {
    const saved = (await manager.graphql(SAVE, { input: { locationId: 1, items: [{ name: ' Soup ', allergens: ['milk', 'celery'] }] } })).data
      .saveAllergenMatrix;
    // Stored in the regime's order, name trimmed.
    expect(saved).toMatchObject({ version: 3, items: [{ name: 'Soup', allergens: ['celery', 'milk'] }], createdBy: 'Maria Manager' });
    const versions = (await manager.graphql(VERSIONS, { id: 1 })).data.allergenMatrixVersions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[1].items).toHaveLength(4);
    const [audit] = await sql(`select before, after from audit_event where entity = 'allergen_matrix' and entity_id = '${saved.id}'`);
    expect(audit.before.version).toBe(2);
    expect(audit.after).toMatchObject({ locationId: 1, version: 3 });
  });

  it('refuses unknown allergens, duplicate and empty names, storing nothing', async () => {
    const count = async () => (await sql('select count(*)::int n from allergen_matrix_version'))[0].n;
    const before = await count();
    const save = (items: unknown) => manager.graphqlErrorCode(SAVE, { input: { locationId: 1, items } });
    expect(await save([{ name: 'Bread', allergens: ['wheat'] }])).toBe('BAD_USER_INPUT');
    expect(
      await save([
        { name: 'Bread', allergens: [] },
        { name: 'bread', allergens: [] },
      ]),
    ).toBe('BAD_USER_INPUT');
    expect(await save([{ name: '  ', allergens: [] }])).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });
});
