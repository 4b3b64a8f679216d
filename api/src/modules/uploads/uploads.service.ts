import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Upload } from './upload.entity.js';
import { checkUpload, sanitizeFileName, type UploadPurpose } from './upload-rules.js';
import type { UploadStorage } from './upload-storage.js';

export interface ReceivedFile {
  purpose: UploadPurpose;
  originalName?: string;
  content: Buffer;
}

export interface UploadView {
  id: number;
  purpose: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  createdAt: Date;
}

/** Checks and stores one file for the viewer's company; the row is what mutations reference by id. */
export async function storeUpload(em: EntityManager, storage: UploadStorage, viewer: Viewer, file: ReceivedFile): Promise<UploadView> {
  if (viewer.companyId === null) throw new InvalidInput('Files belong to a company: sign in as a company user to upload');
  const contentType = checkUpload(file.purpose, file.content);
  const storageKey = await storage.save(file.content);
  const upload = em.create(Upload, {
    company: viewer.companyId,
    uploadedBy: viewer.userId,
    purpose: file.purpose,
    contentType,
    sizeBytes: file.content.length,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    storageKey,
    originalName: sanitizeFileName(file.originalName, contentType),
  });
  await em.flush();
  recordAudit(em, viewer, {
    companyId: viewer.companyId,
    entity: 'upload',
    entityId: upload.id,
    action: 'create',
    after: { purpose: upload.purpose, contentType, sizeBytes: upload.sizeBytes, sha256: upload.sha256, fileName: upload.originalName },
  });
  await em.flush();
  return toUploadView(upload);
}

/** An upload of the viewer's company for a purpose, as a mutation references it; anything else is not found. */
export async function uploadInReach(em: EntityManager, viewer: Viewer, id: number, purpose: UploadPurpose): Promise<Upload> {
  const upload = await em.findOne(Upload, { id, purpose, ...companyScope(viewer) });
  if (!upload) throw new NotFound('Upload');
  return upload;
}

/** The file and its bytes, for the viewer's company only; a missing file is not found like a missing row. */
export async function openUpload(em: EntityManager, storage: UploadStorage, viewer: Viewer, id: number): Promise<{ upload: Upload; content: Buffer }> {
  const upload = await em.findOne(Upload, { id, ...companyScope(viewer) });
  const content = upload && (await storage.read(upload.storageKey));
  if (!upload || !content) throw new NotFound('File');
  return { upload, content };
}

export const uploadFileUrl = (upload: Pick<Upload, 'id'>): string => `/api/uploads/${upload.id}`;

function toUploadView(upload: Upload): UploadView {
  return {
    id: upload.id,
    purpose: upload.purpose,
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
    fileName: upload.originalName,
    createdAt: upload.createdAt,
  };
}
