import busboy from 'busboy';
import { create as contentDisposition } from 'content-disposition';
import { type Request, Router } from 'express';
import { InvalidInput } from '../../errors.js';
import { idParam, requireViewer } from '../../http/request-context.js';
import type { AppServices } from '../../services.js';
import { downloadName, MAX_UPLOAD_BYTES, parsePurpose, UPLOAD_RULES } from './upload-rules.js';
import { openUpload, type ReceivedFile, storeUpload } from './uploads.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseClientId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!UUID.test(value)) throw new InvalidInput('clientId must be a UUID');
  return value.toLowerCase();
}

/** POST /api/uploads (multipart: `purpose` and optional `clientId` fields and one `file`) and GET /api/uploads/:id (?download for an attachment). */
export function uploadRoutes(services: AppServices): Router {
  return Router()
    .post('/uploads', async (req, res) => {
      const viewer = requireViewer(req);
      res.status(201).json(await storeUpload(req.em, services, viewer, () => readMultipart(req)));
    })
    .get('/uploads/:id', async (req, res) => {
      const viewer = requireViewer(req);
      const { upload, content } = await openUpload(req.em, services.uploads, viewer, idParam(req, 'id', 'File'));
      const type = req.query.download === undefined ? 'inline' : 'attachment';
      res.setHeader('Content-Type', upload.contentType);
      // Named by what the bytes are (a PDF sent as poly.html saves as poly.pdf), never by what the sender called them.
      res.setHeader('Content-Disposition', contentDisposition(downloadName(upload.originalName, upload.contentType), { type }));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Opened directly, a file runs nothing and reaches nothing of the app's origin.
      res.setHeader('Content-Security-Policy', 'sandbox');
      res.setHeader('Cache-Control', 'private, no-cache');
      res.send(content);
    });
}

/**
 * Reads one file and the purpose field with busboy: a small, long-maintained streaming parser (the one
 * multer wraps) that stops at a byte limit, so an oversize upload is refused without being held whole.
 */
function readMultipart(req: Request): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(new InvalidInput('Send the file as multipart/form-data'));
    let parser: busboy.Busboy;
    try {
      // Browsers send a file's name as raw UTF-8 (busboy's default, latin1, turned "Café.pdf" into mojibake).
      parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 5, fieldSize: 1000 } });
    } catch {
      return reject(new InvalidInput('Malformed multipart body'));
    }
    const fields: Record<string, string> = {};
    let received: { name: string | undefined; chunks: Buffer[]; tooLarge: boolean } | undefined;
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_field, stream, info) => {
      const file = { name: info.filename, chunks: [] as Buffer[], tooLarge: false };
      received = file;
      stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
      stream.on('limit', () => {
        file.tooLarge = true;
      });
    });
    parser.on('error', () => reject(new InvalidInput('Malformed multipart body')));
    parser.on('close', () => {
      try {
        const purpose = parsePurpose(fields.purpose);
        if (!received) throw new InvalidInput('Choose a file to upload');
        if (received.tooLarge) throw new InvalidInput(`The file is too large: a ${purpose} must be ${UPLOAD_RULES[purpose].describe}`);
        resolve({ purpose, originalName: received.name, content: Buffer.concat(received.chunks), clientId: parseClientId(fields.clientId) });
      } catch (error) {
        reject(error);
      }
    });
    req.pipe(parser);
  });
}
