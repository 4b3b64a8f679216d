import { createHash, randomUUID } from 'node:crypto';
import { Upload } from '../../modules/uploads/upload.entity.js';
import type { UploadStorage } from '../../modules/uploads/upload-storage.js';
import type { Orm } from '../orm.js';

/** A one-page PDF that says `title`: small, valid (correct xref offsets), and the same bytes every time. */
export function demoPdf(title: string, subtitle = 'Demo document'): Buffer {
  const text = (value: string) => value.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const stream = `BT /F1 20 Tf 72 720 Td (${text(title)}) Tj 0 -32 Td /F1 12 Tf (${text(subtitle)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The row fields of a demo PDF upload; its bytes are written by restoreDemoFiles. */
export function demoPdfUpload(purpose: 'manual' | 'certificate', title: string) {
  const content = demoPdf(title);
  const sha256 = createHash('sha256').update(content).digest('hex');
  return { purpose, contentType: 'application/pdf', sizeBytes: content.length, sha256, storageKey: `demo-${randomUUID()}`, originalName: `${title}.pdf` };
}

/**
 * Writes the demo PDFs the seeded rows describe into this process's storage when they are missing (a new
 * DATA_DIR over an existing database, as tests and fresh containers have). Only bytes whose hash matches
 * the row are written, so a real upload is never replaced.
 */
export async function restoreDemoFiles(orm: Orm, storage: UploadStorage): Promise<void> {
  const uploads = await orm.em.fork().find(Upload, { storageKey: { $like: 'demo-%' } });
  for (const upload of uploads) {
    if (await storage.read(upload.storageKey)) continue;
    const content = demoPdf(upload.originalName.replace(/\.pdf$/, ''));
    if (createHash('sha256').update(content).digest('hex') === upload.sha256) await storage.saveAs(upload.storageKey, content);
  }
}
