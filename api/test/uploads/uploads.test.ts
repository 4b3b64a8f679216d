import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download, PNG, tinyPdf, upload } from './upload-client.js';

describe('uploads', () => {
  let app: TestApp;
  const count = async (table: string) => Number((await app.db.orm.em.getConnection().execute<{ n: string }[]>(`select count(*) n from "${table}"`))[0].n);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('accepts a PDF, keeps its hash and serves it back inline or as an attachment to the same company', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const pdf = tinyPdf();
    const { status, body } = await upload(manager, 'manual', pdf, '../../etc/Cleaning Rota.pdf', 'text/plain');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: expect.any(Number),
      purpose: 'manual',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      fileName: 'Cleaning Rota.pdf',
    });
    const [row] = await app.db.orm.em.getConnection().execute(`select sha256, storage_key from upload where id = ${body.id}`);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.storage_key).toMatch(/^[0-9a-f-]{36}$/);

    const cook = await signedIn(app.baseUrl, 'cook');
    // Issue 33 item 5: a file attached to nothing is its sender's; once it is a manual, everyone in the company reads it.
    expect((await download(cook, `/api/uploads/${body.id}`)).status).toBe(404);
    const manual = await manager.graphql(
      'mutation($id: Int!) { uploadManual(input: { title: "Cleaning Rota", category: "procedures", uploadId: $id }) { id } }',
      {
        id: body.id,
      },
    );
    expect(manual.errors).toBeUndefined();
    const view = await download(cook, `/api/uploads/${body.id}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toBe('inline; filename="Cleaning Rota.pdf"');
    expect(view.bytes.equals(pdf)).toBe(true);
    const saved = await download(cook, `/api/uploads/${body.id}?download`);
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename="Cleaning Rota.pdf"');
    expect(await count('audit_event')).toBeGreaterThan(0);
  });

  it('names a download by what its bytes are, serves it sandboxed, strips bidi controls and refuses line breaks in names (issue 33 item 9)', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const poly = await upload(manager, 'manual', tinyPdf(), 'poly.html');
    expect(poly.body.fileName).toBe('poly.html');
    const served = await download(manager, `/api/uploads/${poly.body.id}`);
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="?poly\.pdf"?$/);
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const bidi = await upload(manager, 'manual', tinyPdf(), 'invoice\u202Efdp.exe\u200F\u2066.pdf');
    expect(bidi.body.fileName).toBe('invoicefdp.exe.pdf');

    const before = await count('upload');
    for (const name of ['bad%0D%0AX-Injected%3A%201.pdf', 'bad%0Aname.pdf']) {
      const body = Buffer.concat([
        Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nmanual\r\n`),
        Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${name}\r\nContent-Type: application/pdf\r\n\r\n`),
        tinyPdf(),
        Buffer.from('\r\n--b0undary--\r\n'),
      ]);
      const response = await fetch(`${app.baseUrl}/api/uploads`, {
        method: 'POST',
        body,
        headers: { cookie: manager.cookie ?? '', 'content-type': 'multipart/form-data; boundary=b0undary' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'A file name may not contain line breaks' });
    }
    expect(await count('upload')).toBe(before);
  });

  it('refuses a wrong type by its content, whatever its name says, and stores nothing', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const before = await count('upload');
    for (const [content, name] of [
      [PNG, 'photo.pdf'],
      [Buffer.from('just some text'), 'notes.pdf'],
    ] as const) {
      const { status, body } = await upload(manager, 'manual', content, name);
      expect(status).toBe(400);
      expect(body.message).toBe('The file is not of an accepted type: a manual must be a PDF of at most 20 MB');
    }
    expect((await upload(manager, 'manual', Buffer.alloc(0), 'empty.pdf')).body.message).toBe('The file is empty');
    expect((await upload(manager, 'recipes', tinyPdf(), 'a.pdf')).body.message).toBe('Purpose must be one of manual, certificate, photo');
    expect(await count('upload')).toBe(before);
  });

  it('refuses a file over the purpose’s limit with a clear message', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const before = await count('upload');
    const oversize = Buffer.concat([tinyPdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const { status, body } = await upload(manager, 'manual', oversize, 'huge.pdf');
    expect(status).toBe(400);
    expect(body.message).toBe('The file is too large: a manual must be a PDF of at most 20 MB');
    expect(await count('upload')).toBe(before);
  });

  it('needs a signed-in company user and multipart', async () => {
    expect((await upload(new TestClient(app.baseUrl), 'manual', tinyPdf(), 'a.pdf')).status).toBe(401);
    const manager = await signedIn(app.baseUrl, 'manager');
    const json = await manager.post('/api/uploads', { purpose: 'manual' });
    expect(json).toMatchObject({ status: 400, body: { message: 'Send the file as multipart/form-data' } });
  });

  it('answers another company’s file, a missing id and a missing file with a 404 JSON message, never the web app', async () => {
    const manager = await signedIn(app.baseUrl, 'manager');
    const { body } = await upload(manager, 'manual', tinyPdf(), 'ours.pdf');
    const river = await signedIn(app.baseUrl, 'rivermgr');
    for (const path of [`/api/uploads/${body.id}`, '/api/uploads/999999', '/api/uploads/abc']) {
      const answer = await river.get(path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
      expect(answer.body).toEqual({ message: 'File not found' });
    }
    await app.db.orm.em.getConnection().execute(`update upload set storage_key = 'gone-${body.id}' where id = ${body.id}`);
    expect(await manager.get(`/api/uploads/${body.id}`)).toMatchObject({ status: 404, body: { message: 'File not found' } });
  });

  it('serves the demo manuals and certificates as real PDFs', async () => {
    const cook = await signedIn(app.baseUrl, 'cook');
    const { data } = await cook.graphql('{ manuals { title fileUrl } trainingRecords { trainingName certificateUrl } }');
    const urls = [
      ...data.manuals.map((m: { fileUrl: string }) => m.fileUrl),
      ...data.trainingRecords.flatMap((t: { certificateUrl: string | null }) => t.certificateUrl ?? []),
    ];
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/uploads\/\d+$/);
      const file = await download(cook, url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
