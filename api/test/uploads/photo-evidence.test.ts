import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download, upload } from './upload-client.js';

/** A real photo made in the test: noise (so it compresses like a photo), with EXIF that names a place. */
async function cameraPhoto(width = 640, height = 480, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'PhoneCo', Artist: 'Cook at Harbour' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    [format]()
    .toBuffer();
}

const COMPLETE = `mutation($input: CompleteComplianceCheckInput!) {
  completeComplianceCheck(input: $input) { id status photoEvidence { uploadId url contentType sizeBytes sha256 } }
}`;

describe('photo evidence', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  let templateId = 0;
  const sql = async <T = any>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const photo = async (client: TestClient, content: Buffer, name = 'probe.jpg', clientId?: string) => {
    const form = new FormData();
    form.append('purpose', 'photo');
    if (clientId) form.append('clientId', clientId);
    form.append('file', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), name);
    const response = await fetch(`${client.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: { cookie: client.cookie ?? '' } });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
    templateId = (await sql<{ id: number }>(`select id from compliance_check_template where company_id = 1 and name = 'Daily Closing Check'`))[0].id;
  });
  afterAll(() => app.close());

  it('re-encodes a photo as an upright JPEG of at most 2048 px with no EXIF, GPS included', async () => {
    const original = await cameraPhoto(4000, 3000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await photo(manager, original, 'IMG_0001.jpg');
    expect(status).toBe(201);
    expect(body).toMatchObject({ purpose: 'photo', contentType: 'image/jpeg' });
    const stored = await download(manager, `/api/uploads/${body.id}`);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1536 });
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(stored.bytes.includes(Buffer.from('Cook at Harbour'))).toBe(false);
    expect(body.sizeBytes).toBe(stored.bytes.length);
  });

  it('accepts PNG and WebP photos and stores them as JPEG', async () => {
    for (const format of ['png', 'webp'] as const) {
      const { status, body } = await photo(manager, await cameraPhoto(320, 240, format), `label.${format}`);
      expect(status).toBe(201);
      expect(body.contentType).toBe('image/jpeg');
      expect(body.fileName).toBe(`label.${format}`);
    }
  });

  it('refuses a spoofed type, an unreadable image and a photo over 10 MB, storing nothing', async () => {
    const before = await count('select count(*) n from upload');
    const typeMessage = 'The file is not of an accepted type: a photo must be a JPEG, PNG, WebP or HEIC image of at most 10 MB';
    expect(await photo(manager, Buffer.from('<script>alert(1)</script>'), 'probe.jpg')).toMatchObject({ status: 400, body: { message: typeMessage } });
    expect(await photo(manager, Buffer.from('%PDF-1.4 not a photo'), 'probe.jpg')).toMatchObject({ status: 400, body: { message: typeMessage } });
    const unreadable = 'The photo could not be read: send a JPEG, PNG, WebP or HEIC image';
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(await photo(manager, fakeJpeg, 'broken.jpg')).toMatchObject({ status: 400, body: { message: unreadable } });
    const fakeHeic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(2000, 3)]);
    expect(await photo(manager, fakeHeic, 'IMG_0002.HEIC')).toMatchObject({ status: 400, body: { message: unreadable } });
    const oversize = Buffer.concat([await cameraPhoto(64, 64), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await photo(manager, oversize, 'huge.jpg')).toMatchObject({
      status: 400,
      body: { message: 'The file is too large: a photo must be a JPEG, PNG, WebP or HEIC image of at most 10 MB' },
    });
    expect(await count('select count(*) n from upload')).toBe(before);
  });

  it('stores a photo sent twice under one clientId once', async () => {
    const clientId = randomUUID();
    const content = await cameraPhoto(200, 200);
    const first = await photo(manager, content, 'a.jpg', clientId);
    const again = await photo(manager, content, 'a.jpg', clientId);
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(await count(`select count(*) n from upload where client_id = '${clientId}'`)).toBe(1);
    expect(await photo(river, content, 'a.jpg', clientId)).toMatchObject({ status: 400 });
    expect((await photo(manager, content, 'a.jpg', 'not-a-uuid')).body.message).toBe('clientId must be a UUID');
  });

  it('keeps the photos with a completed check, once per clientId, and reports them', async () => {
    const ids = [(await photo(manager, await cameraPhoto(300, 200))).body.id, (await photo(manager, await cameraPhoto(200, 300))).body.id];
    const clientId = randomUUID();
    const answers = ['Bins emptied', 'Food covered, labelled and dated', 'Equipment switched off'].map((description) => ({ description, result: 'pass' }));
    const input = { templateId, locationId: 1, answers, photoIds: ids, clientId };
    const { data, errors } = await manager.graphql(COMPLETE, { input });
    expect(errors).toBeUndefined();
    const check = data.completeComplianceCheck;
    expect(check.photoEvidence.map((p: { uploadId: number }) => p.uploadId)).toEqual(ids);
    expect(check.photoEvidence[0]).toMatchObject({ url: `/api/uploads/${ids[0]}`, contentType: 'image/jpeg', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const [row] = await sql(`select checklist_data, photo_evidence from compliance_check where id = ${check.id}`);
    expect(row.checklist_data.photoCount).toBe(2);
    expect(row.photo_evidence).toHaveLength(2);
    // The phone's outbox sends it again after a lost answer: the same check, nothing new.
    const checksBefore = await count('select count(*) n from compliance_check');
    const again = await manager.graphql(COMPLETE, { input });
    expect(again.data.completeComplianceCheck.id).toBe(check.id);
    expect(await count('select count(*) n from compliance_check')).toBe(checksBefore);
    const listed = await manager.graphql('query { complianceChecks(locationId: 1) { id photoEvidence { uploadId } } }');
    expect(listed.data.complianceChecks.find((c: { id: number }) => c.id === check.id).photoEvidence).toHaveLength(2);
  });

  it('keeps photos with a probe reading, once per clientId, and leaves the REST reading as the SPEC words it', async () => {
    const id = (await photo(manager, await cameraPhoto(300, 200))).body.id;
    const equipmentId = (await sql<{ id: number }>(`select id from equipment where location_id = 1 order by id limit 1`))[0].id;
    const RECORD = 'mutation($input: RecordReadingInput!) { recordReading(input: $input) { id photoEvidence { uploadId url } } }';
    const input = { equipmentId, temperature: 3.5, isManual: true, clientId: randomUUID(), photoIds: [id] };
    const { data, errors } = await manager.graphql(RECORD, { input });
    expect(errors).toBeUndefined();
    expect(data.recordReading.photoEvidence).toEqual([{ uploadId: id, url: `/api/uploads/${id}` }]);
    const again = await manager.graphql(RECORD, { input });
    expect(again.data.recordReading.id).toBe(data.recordReading.id);
    const [row] = await sql(`select photo_evidence from temperature_reading where id = ${data.recordReading.id}`);
    expect(row.photo_evidence).toMatchObject([{ uploadId: id, contentType: 'image/jpeg' }]);
    const plain = await manager.graphql(RECORD, { input: { equipmentId, temperature: 3.6 } });
    expect(plain.data.recordReading.photoEvidence).toEqual([]);
    const rest = await manager.post('/api/temperature-readings', { equipmentId, temperature: 3.7 });
    expect(rest.status).toBe(201);
    expect(rest.body).not.toHaveProperty('photoEvidence');
    const { errors: foreign } = await river.graphql(RECORD, { input: { equipmentId: 30, temperature: 3, photoIds: [id] } });
    expect(foreign?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps photos with a corrective action', async () => {
    const id = (await photo(manager, await cameraPhoto(300, 200))).body.id;
    const { data, errors } = await manager.graphql(
      'mutation($p: [Int!]) { createCorrectiveAction(input: { type: "other", description: "Seal torn", severity: "low", locationId: 1, photoIds: $p }) { id photoEvidence { uploadId url } } }',
      { p: [id] },
    );
    expect(errors).toBeUndefined();
    expect(data.createCorrectiveAction.photoEvidence).toEqual([{ uploadId: id, url: `/api/uploads/${id}` }]);
  });

  it('serves a photo to its own company only: another company gets a 404 and cannot attach it', async () => {
    const id = (await photo(manager, await cameraPhoto(100, 100))).body.id;
    const cook = await signedIn(app.baseUrl, 'cook');
    // Issue 33 item 5: attached to nothing yet, it is its sender's (and the company administrators'); on a Main Kitchen record, the kitchen's.
    expect((await download(cook, `/api/uploads/${id}`)).status).toBe(404);
    const attach =
      'mutation($p: [Int!]) { createCorrectiveAction(input: { type: "other", description: "Label", severity: "low", locationId: 1, photoIds: $p }) { id } }';
    expect((await manager.graphql(attach, { p: [id] })).errors).toBeUndefined();
    expect((await download(cook, `/api/uploads/${id}`)).status).toBe(200);
    expect(await river.get(`/api/uploads/${id}`)).toMatchObject({ status: 404, body: { message: 'File not found' } });
    const pdfAsPhoto = (await upload(manager, 'manual', Buffer.from('%PDF-1.4\n%%EOF\n'), 'm.pdf')).body.id;
    const notAPhoto = await manager.graphql(COMPLETE, { input: { templateId, locationId: 1, answers: [], photoIds: [pdfAsPhoto] } });
    expect(notAPhoto.errors?.[0]).toMatchObject({ message: 'Photo not found', extensions: { code: 'NOT_FOUND' } });
    const riverTemplate = (await river.graphql('query { complianceTemplates { id } }')).data.complianceTemplates[0].id;
    const checksBefore = await count('select count(*) n from compliance_check');
    const { errors } = await river.graphql(COMPLETE, { input: { templateId: riverTemplate, locationId: 4, answers: [], photoIds: [id] } });
    expect(errors?.[0]).toMatchObject({ message: 'Photo not found', extensions: { code: 'NOT_FOUND' } });
    expect(await count('select count(*) n from compliance_check')).toBe(checksBefore);
  });

  it('keeps photos with a food process reading; another company’s photo is not found and nothing is stored', async () => {
    const started = await manager.graphql('mutation($input: StartFoodProcessInput!) { startFoodProcess(input: $input) { id } }', {
      input: { locationId: 1, kind: 'cooling', foodItem: 'Beef stock', quantity: '10 l' },
    });
    const processId = started.data.startFoodProcess.id;
    const RECORD = `mutation($input: RecordProcessTemperatureInput!) {
      recordProcessTemperature(input: $input) { temperatures { temperature photoEvidence { uploadId url } } }
    }`;
    const mine = (await photo(manager, await cameraPhoto())).body.id;
    const { data } = await manager.graphql(RECORD, { input: { processId, temperature: 55, photoIds: [mine] } });
    expect(data.recordProcessTemperature.temperatures).toEqual([{ temperature: 55, photoEvidence: [{ uploadId: mine, url: `/api/uploads/${mine}` }] }]);
    const theirs = (await photo(river, await cameraPhoto())).body.id;
    const readingsBefore = await count(`select count(*) n from food_process_temperature where process_id = ${processId}`);
    const refused = await manager.graphql(RECORD, { input: { processId, temperature: 50, photoIds: [theirs] } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Photo not found', extensions: { code: 'NOT_FOUND' } });
    expect(await count(`select count(*) n from food_process_temperature where process_id = ${processId}`)).toBe(readingsBefore);
  });
});
