import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LINKS } from '../../src/modules/uploads/upload-reach.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download, tinyPdf, upload } from './upload-client.js';

/**
 * Issue 33 item 5: an upload is seen exactly by those who see the record it is attached to; one
 * attached to nothing, by its sender and the company-wide administrators. Anyone else gets the
 * answer a missing id gets (ids are sequential, so a site's photos must not be walked).
 */
describe('who may see an upload', () => {
  let app: TestApp;
  let manager: TestClient;
  let staff: TestClient;
  let cook: TestClient;
  let branchAdmin: TestClient;
  let branchManager: TestClient;
  let mainKitchen = 0;
  let airport = 0;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const photo = async (client: TestClient) => {
    const content = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aa33' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(client, 'photo', content, 'probe.jpg', 'image/jpeg');
    expect(status).toBe(201);
    return body.id as number;
  };
  const gql = async (client: TestClient, query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await client.graphql(query, variables);
    expect(errors).toBeUndefined();
    return data;
  };
  const attachToAction = (client: TestClient, id: number, locationId: number) =>
    client.graphql(
      'mutation($p: [Int!], $l: Int!) { createCorrectiveAction(input: { type: "other", description: "Seal", severity: "low", locationId: $l, photoIds: $p }) { id } }',
      { p: [id], l: locationId },
    );
  const missing = async () => (await branchAdmin.get('/api/uploads/999999')).body;

  /** Only Main Kitchen's people (and the company-wide) see it; the Airport Café's branch admin gets a missing id's answer. */
  async function expectMainKitchenOnly(id: number) {
    expect((await download(staff, `/api/uploads/${id}`)).status).toBe(200);
    expect((await download(manager, `/api/uploads/${id}`)).status).toBe(200);
    const refused = await branchAdmin.get(`/api/uploads/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(await missing());
  }

  beforeAll(async () => {
    app = await startTestApp();
    [manager, staff, cook, branchAdmin, branchManager] = await Promise.all(
      ['manager', 'staff', 'cook', 'branchadmin', 'branchmgr'].map((name) => signedIn(app.baseUrl, name)),
    );
    [{ id: mainKitchen }] = await sql(`select id from location where name = 'Main Kitchen'`);
    [{ id: airport }] = await sql(`select id from location where name = 'Airport Café'`);
  });
  afterAll(() => app.close());

  it('names every column in the schema that attaches an upload to a record', async () => {
    const links = await sql<{ table: string; column: string }>(`
      select c.table_name as "table", c.column_name as "column" from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'photo_evidence'
      union
      select t.relname, a.attname from pg_constraint k
        join pg_class t on t.oid = k.conrelid
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and k.confrelid = 'public.upload'::regclass`);
    const key = (link: { table: string; column: string }) => `${link.table}.${link.column}`;
    expect(links.map(key).sort()).toEqual(ATTACHMENT_LINKS.map(key).sort());
  });

  it('a photo answering a form’s photo field (issue 35): the form’s site only', async () => {
    const built = await gql(manager, 'mutation($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { type } }', {
      input: { name: 'Pest check', fields: [{ label: 'Trap photo', type: 'photo', required: true }] },
    });
    const id = await photo(staff);
    // Attached to nothing yet: the cook at the same site does not see it.
    expect((await download(cook, `/api/uploads/${id}`)).status).toBe(404);
    const form = 'mutation($input: SubmitDigitalFormInput!) { submitDigitalForm(input: $input) { photoEvidence { uploadId } } }';
    const { submitDigitalForm } = await gql(staff, form, {
      input: { type: built.createFormTemplate.type, locationId: mainKitchen, formData: { trapPhoto: id }, status: 'submitted' },
    });
    expect(submitDigitalForm.photoEvidence).toEqual([{ uploadId: id }]);
    expect((await download(cook, `/api/uploads/${id}`)).status).toBe(200);
    await expectMainKitchenOnly(id);
  });

  it('a reading’s photo: the reading’s site only', async () => {
    const id = await photo(staff);
    const [unit] = await sql<{ id: number }>(`select id from equipment where location_id = ${mainKitchen} and is_active order by id limit 1`);
    await gql(staff, 'mutation($input: RecordReadingInput!) { recordReading(input: $input) { id } }', {
      input: { equipmentId: unit.id, temperature: 3.5, photoIds: [id] },
    });
    await expectMainKitchenOnly(id);
  });

  it('a check’s, a corrective action’s and a food process reading’s photo: the record’s site only', async () => {
    const [template] = await sql<{ id: number }>(`select id from compliance_check_template where company_id = 1 and name = 'Daily Closing Check'`);
    const checkPhoto = await photo(manager);
    await gql(manager, 'mutation($input: CompleteComplianceCheckInput!) { completeComplianceCheck(input: $input) { id } }', {
      input: {
        templateId: template.id,
        locationId: mainKitchen,
        answers: ['Bins emptied', 'Food covered, labelled and dated', 'Equipment switched off'].map((description) => ({ description, result: 'pass' })),
        photoIds: [checkPhoto],
      },
    });
    await expectMainKitchenOnly(checkPhoto);

    const actionPhoto = await photo(staff);
    await gql(
      staff,
      'mutation($p: [Int!], $l: Int!) { createCorrectiveAction(input: { type: "other", description: "Seal", severity: "low", locationId: $l, photoIds: $p }) { id } }',
      {
        p: [actionPhoto],
        l: mainKitchen,
      },
    );
    await expectMainKitchenOnly(actionPhoto);

    const processPhoto = await photo(manager);
    const started = await gql(manager, 'mutation($input: StartFoodProcessInput!) { startFoodProcess(input: $input) { id } }', {
      input: { locationId: mainKitchen, kind: 'cooling', foodItem: 'Stock', quantity: '5 l' },
    });
    await gql(manager, 'mutation($input: RecordProcessTemperatureInput!) { recordProcessTemperature(input: $input) { id } }', {
      input: { processId: started.startFoodProcess.id, temperature: 50, photoIds: [processPhoto] },
    });
    await expectMainKitchenOnly(processPhoto);
  });

  it('a training certificate: as its training record; a manual: the whole company', async () => {
    const companyAdmin = await signedIn(app.baseUrl, 'companyadmin');
    const certificate = (await upload(companyAdmin, 'certificate', tinyPdf('Level 2'), 'level2.pdf')).body.id;
    const [trainee] = await sql<{ id: number }>(`select id from "user" where username = 'staff'`);
    await gql(companyAdmin, 'mutation($input: CreateTrainingRecordInput!) { createTrainingRecord(input: $input) { id } }', {
      input: { userId: trainee.id, trainingName: 'Food Hygiene L2', trainingType: 'certification', locationId: mainKitchen, certificateUploadId: certificate },
    });
    await expectMainKitchenOnly(certificate);

    const file = (await upload(manager, 'manual', tinyPdf('HACCP'), 'haccp.pdf')).body.id;
    await gql(manager, 'mutation($id: Int!) { uploadManual(input: { title: "HACCP plan", category: "policies", uploadId: $id }) { id } }', { id: file });
    expect((await download(branchAdmin, `/api/uploads/${file}`)).status).toBe(200);
  });

  it('a photo attached to nothing: its sender and the company-wide administrators only', async () => {
    const id = await photo(staff);
    expect((await download(staff, `/api/uploads/${id}`)).status).toBe(200);
    expect((await download(manager, `/api/uploads/${id}`)).status).toBe(200);
    for (const other of [cook, branchManager, branchAdmin]) expect(await other.get(`/api/uploads/${id}`)).toMatchObject({ status: 404, body: await missing() });
  });

  it('another site’s photo cannot be attached to a record of one’s own to see it, and nothing is stored', async () => {
    const id = await photo(staff);
    await gql(
      staff,
      'mutation($p: [Int!], $l: Int!) { createCorrectiveAction(input: { type: "other", description: "Door", severity: "low", locationId: $l, photoIds: $p }) { id } }',
      {
        p: [id],
        l: mainKitchen,
      },
    );
    const before = (await sql<{ n: string }>('select count(*) n from corrective_action'))[0].n;
    const { errors } = await attachToAction(branchAdmin, id, airport);
    expect(errors?.[0]).toMatchObject({ message: 'Photo not found', extensions: { code: 'NOT_FOUND' } });
    expect((await sql<{ n: string }>('select count(*) n from corrective_action'))[0].n).toBe(before);
    expect((await branchAdmin.get(`/api/uploads/${id}`)).status).toBe(404);
  });
});
