import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download, tinyPdf, upload } from '../uploads/upload-client.js';

const UPLOAD = `mutation ($input: UploadManualInput!) {
  uploadManual(input: $input) { id title description category version isCurrent fileUrl uploadedBy { username } }
}`;
const LIST = '{ manuals { id title version isCurrent } }';
const VERSIONS = 'query ($id: Int!) { manualVersions(id: $id) { id version isCurrent fileUrl } }';

describe('uploading manuals', () => {
  let app: TestApp;
  const sql = <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('adds a new manual at 1.0 with the uploaded PDF, audited', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const file = await upload(manager, 'manual', tinyPdf('Allergen policy'), 'allergens.pdf');
    const { data, errors } = await manager.graphql(UPLOAD, {
      input: { title: 'Allergen Policy', description: 'The 14 allergens', category: 'policies', uploadId: file.body.id },
    });
    expect(errors).toBeUndefined();
    expect(data.uploadManual).toMatchObject({
      title: 'Allergen Policy',
      version: '1.0',
      isCurrent: true,
      fileUrl: `/api/uploads/${file.body.id}`,
      uploadedBy: { username: 'manager' },
    });
    const audit = await sql<{ action: string }>(`select action from audit_event where entity = 'food_safety_manual' and entity_id = '${data.uploadManual.id}'`);
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const pdf = await download(manager, data.uploadManual.fileUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('bumps the version for the same title, lists only the latest and keeps the old one reachable', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const file = await upload(manager, 'manual', tinyPdf('HACCP v3'), 'haccp.pdf');
    const { data } = await manager.graphql(UPLOAD, { input: { title: 'HACCP Procedures', category: 'procedures', uploadId: file.body.id } });
    expect(data.uploadManual).toMatchObject({ version: '3.0', isCurrent: true });
    const list = (await manager.graphql(LIST)).data.manuals.filter((m: { title: string }) => m.title === 'HACCP Procedures');
    expect(list).toEqual([expect.objectContaining({ version: '3.0' })]);
    const versions = (await manager.graphql(VERSIONS, { id: data.uploadManual.id })).data.manualVersions;
    expect(versions.map((v: { version: string; isCurrent: boolean }) => [v.version, v.isCurrent])).toEqual([
      ['3.0', true],
      ['2.0', false],
    ]);
    expect((await download(manager, versions[1].fileUrl)).status).toBe(200);
    const superseded = await sql<{ action: string }>(`select action from audit_event where entity = 'food_safety_manual' and action = 'supersede'`);
    expect(superseded).toHaveLength(1);
  });

  it('refuses other roles, another company’s upload, a used upload and bad input', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const file = await upload(manager, 'manual', tinyPdf(), 'x.pdf');
    const input = { title: 'Pest Control', category: 'procedures', uploadId: file.body.id };
    const cook = await signedIn(app.baseUrl, 'cook');
    expect(await cook.graphqlErrorCode(UPLOAD, { input })).toBe('FORBIDDEN');
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect(await river.graphqlErrorCode(UPLOAD, { input })).toBe('NOT_FOUND');
    expect(await manager.graphqlErrorCode(UPLOAD, { input: { ...input, category: 'recipes' } })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(UPLOAD, { input: { ...input, title: '  ' } })).toBe('BAD_USER_INPUT');
    expect((await manager.graphql(UPLOAD, { input })).errors).toBeUndefined();
    expect(await manager.graphqlErrorCode(UPLOAD, { input: { ...input, title: 'Other' } })).toBe('BAD_USER_INPUT');
    expect(await river.graphqlErrorCode(VERSIONS, { id: 1 })).toBe('NOT_FOUND');
  });
});
