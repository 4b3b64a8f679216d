import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download, tinyPdf, upload } from '../uploads/upload-client.js';

const FIELDS = 'id status nextStatuses isExpired completedDate expiryDate certificateUrl user { username } location { id }';
const CREATE = `mutation ($input: CreateTrainingRecordInput!) { createTrainingRecord(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateTrainingRecordInput!) { updateTrainingRecord(id: $id, input: $input) { ${FIELDS} } }`;
const day = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * day).toISOString();

describe('training records: add and move forward', () => {
  let app: TestApp;
  const sql = <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const userId = async (username: string) => (await sql<{ id: number }>(`select id from "user" where username = '${username}'`))[0].id;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('adds a scheduled record and moves it scheduled → in_progress → completed with a certificate, audited', async () => {
    const admin = await signedIn(app.baseUrl, 'companyadmin');
    const base = { userId: await userId('cook'), locationId: 1, trainingType: 'Allergens', trainingName: 'Allergen Awareness 2' };
    const created = await admin.graphql(CREATE, { input: base });
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createTrainingRecord;
    expect(created.data.createTrainingRecord).toMatchObject({ status: 'scheduled', isExpired: false, user: { username: 'cook' }, location: { id: 1 } });
    expect(created.data.createTrainingRecord.nextStatuses).toEqual(['scheduled', 'in_progress', 'completed']);
    const started = (await admin.graphql(UPDATE, { id, input: { status: 'in_progress' } })).data.updateTrainingRecord;
    expect(started).toMatchObject({ status: 'in_progress', nextStatuses: ['in_progress', 'completed'] });
    const noDate = await admin.graphql(UPDATE, { id, input: { status: 'completed' } });
    expect(noDate.errors?.[0]).toMatchObject({ message: 'A completed training record needs its completed date', extensions: { code: 'BAD_USER_INPUT' } });
    const certificate = await upload(admin, 'certificate', tinyPdf('Certificate'), 'cert.pdf');
    const done = await admin.graphql(UPDATE, {
      id,
      input: { status: 'completed', completedDate: daysFromNow(-1), expiryDate: daysFromNow(365), certificateUploadId: certificate.body.id },
    });
    expect(done.data.updateTrainingRecord).toMatchObject({
      status: 'completed',
      nextStatuses: ['completed'],
      isExpired: false,
      certificateUrl: `/api/uploads/${certificate.body.id}`,
    });
    const file = await download(admin, done.data.updateTrainingRecord.certificateUrl);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await admin.graphql(UPDATE, { id, input: { status: 'scheduled' } })).errors?.[0].message).toBe('A completed record cannot become scheduled');
    const audit = await sql<{ action: string }>(`select action from audit_event where entity = 'training_record' and entity_id = '${id}' order by id`);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('computes expiry on the server: a completed record past its expiry date reads expired', async () => {
    const admin = await signedIn(app.baseUrl, 'companyadmin');
    const input = {
      userId: await userId('staff'),
      trainingType: 'Food Hygiene',
      trainingName: 'Level 2',
      status: 'completed',
      completedDate: daysFromNow(-400),
      expiryDate: daysFromNow(-5),
    };
    const { data } = await admin.graphql(CREATE, { input });
    expect(data.createTrainingRecord).toMatchObject({ status: 'expired', isExpired: true });
    expect((await admin.graphql(CREATE, { input: { ...input, status: 'expired' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const bad = async (change: object) => (await admin.graphql(CREATE, { input: { ...input, ...change } })).errors?.[0]?.message;
    expect(await bad({ completedDate: daysFromNow(3), expiryDate: daysFromNow(400) })).toBe('The completed date cannot be in the future');
    expect(await bad({ expiryDate: daysFromNow(-500) })).toBe('The expiry date must be after the completed date');
    expect(await bad({ trainingName: '  ' })).toBe('Training name is required');
  });

  it('only company and branch admins write; other companies’ people, places, uploads and records are not found', async () => {
    const input = { userId: await userId('cook'), trainingType: 'HACCP', trainingName: 'Level 3' };
    for (const username of ['manager', 'cook', 'branchmgr']) {
      expect(await (await signedIn(app.baseUrl, username)).graphqlErrorCode(CREATE, { input }), username).toBe('FORBIDDEN');
    }
    const branchAdmin = await signedIn(app.baseUrl, 'branchadmin');
    const trainees = (await branchAdmin.graphql('{ trainees { username } }')).data.trainees.map((t: { username: string }) => t.username);
    // Issue 33 item 4: the Airport Café's admin is offered the people working there only (not Main Kitchen's cook).
    expect(trainees).toEqual(['branchadmin']);
    expect(await branchAdmin.graphqlErrorCode(CREATE, { input })).toBe('NOT_FOUND');
    expect(await (await signedIn(app.baseUrl, 'cook')).graphqlErrorCode('{ trainees { id } }')).toBe('FORBIDDEN');
    expect(await branchAdmin.graphqlErrorCode(CREATE, { input: { ...input, locationId: 1 } })).toBe('NOT_FOUND');
    expect(await branchAdmin.graphqlErrorCode(CREATE, { input: { ...input, userId: await userId('rivermgr') } })).toBe('NOT_FOUND');
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const theirUpload = await upload(river, 'certificate', tinyPdf(), 'theirs.pdf');
    expect(await branchAdmin.graphqlErrorCode(CREATE, { input: { ...input, certificateUploadId: theirUpload.body.id } })).toBe('NOT_FOUND');
    const [{ id }] = await sql<{ id: number }>('select id from training_record where company_id = 1 and location_id = 1 order by id limit 1');
    expect(await branchAdmin.graphqlErrorCode(UPDATE, { id, input: { notes: 'x' } })).toBe('NOT_FOUND');
  });
});
