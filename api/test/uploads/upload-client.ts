import type { TestClient } from '../helpers/client.js';

/** A one-page PDF made in the test (no fixture file): just enough for the type check. */
export const tinyPdf = (text = 'Test manual'): Buffer =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** POST /api/uploads as a browser form would send it. */
export async function upload(
  client: TestClient,
  purpose: string,
  content: Buffer,
  fileName: string,
  type = 'application/pdf',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
  const response = await fetch(`${client.baseUrl}/api/uploads`, { method: 'POST', body: form, headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, body: await response.json() };
}

/** GET a stored file: status, headers and the raw bytes. */
export async function download(client: TestClient, path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${client.baseUrl}${path}`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
