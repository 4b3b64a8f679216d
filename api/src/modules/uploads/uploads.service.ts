import { createHash } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Upload } from './upload.entity.js';
import type { UploadLimits } from './upload-limits.js';
import { mayViewUpload } from './upload-reach.js';
import { assertFileName, checkUpload, sanitizeFileName, type UploadPurpose } from './upload-rules.js';
import type { UploadStorage } from './upload-storage.js';

export interface ReceivedFile {
  purpose: UploadPurpose;
  originalName?: string;
  content: Buffer;
  /** The client's id for this file: sending it again returns the stored row instead of a second one. */
  clientId?: string;
}

export interface UploadView {
  id: number;
  purpose: string;
  contentType: string;
  sizeBytes: number;
  fileName: string;
  createdAt: Date;
}

/**
 * Checks and stores one file for the viewer's company; the row is what mutations reference by id.
 * The file is received only once the sender may upload (a company user within their per-minute
 * count), so a refused request's body is never held. A photo is stored re-encoded
 * (processPhoto: resized, upright, no EXIF). A file sent again under the same clientId (the
 * phone's outbox after a lost answer) gets the row stored the first time.
 */
export async function storeUpload(
  em: EntityManager,
  { uploads: storage, uploadLimits }: Pick<AppServices, 'uploads' | 'uploadLimits'>,
  viewer: Viewer,
  receive: () => Promise<ReceivedFile>,
): Promise<UploadView> {
  if (viewer.companyId === null) throw new InvalidInput('Files belong to a company: sign in as a company user to upload');
  const companyId = viewer.companyId;
  await uploadLimits.reserve(viewer);
  const file = await receive();
  assertFileName(file.originalName);
  const earlier = file.clientId ? await sentBefore(em, viewer, file.clientId) : null;
  if (earlier) return toUploadView(earlier);
  const { content, contentType } = await storedForm(uploadLimits, file);
  const storageKey = await storage.save(content);
  try {
    return await em.transactional(async (tx) => {
      const upload = tx.create(Upload, {
        company: companyId,
        uploadedBy: viewer.userId,
        purpose: file.purpose,
        contentType,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        storageKey,
        originalName: sanitizeFileName(file.originalName, contentType),
        clientId: file.clientId ?? null,
      });
      await tx.flush();
      recordAudit(tx, viewer, {
        companyId,
        entity: 'upload',
        entityId: upload.id,
        action: 'create',
        after: { purpose: upload.purpose, contentType, sizeBytes: upload.sizeBytes, sha256: upload.sha256, fileName: upload.originalName },
      });
      return toUploadView(upload);
    });
  } catch (error) {
    // Two sends of one clientId at once: the second finds the first's row.
    const raced = error instanceof UniqueConstraintViolationException && file.clientId ? await sentBefore(em.fork(), viewer, file.clientId) : null;
    if (raced) return toUploadView(raced);
    throw error;
  }
}

/** The bytes to keep and their type: a photo re-encoded (within the photo limits), any other file as received. */
async function storedForm(limits: UploadLimits, file: ReceivedFile): Promise<{ content: Buffer; contentType: string }> {
  const contentType = checkUpload(file.purpose, file.content);
  if (file.purpose !== 'photo') return { content: file.content, contentType };
  return limits.processPhoto(file.content, contentType);
}

/** The upload stored earlier under this clientId; one of another company's is refused (ids are never shared). */
async function sentBefore(em: EntityManager, viewer: Viewer, clientId: string): Promise<Upload | null> {
  const upload = await em.findOne(Upload, { clientId });
  if (upload && upload.company.id !== viewer.companyId) throw new InvalidInput('This clientId is already used: make a new one for each file');
  return upload;
}

/**
 * An upload for a purpose that the viewer may see (upload-reach.ts), as a mutation references it;
 * anything else is not found. Attaching needs sight of the file, so no one can make another site's
 * photo visible by attaching its id to a record of their own.
 */
export async function uploadInReach(em: EntityManager, viewer: Viewer, id: number, purpose: UploadPurpose): Promise<Upload> {
  const upload = await em.findOne(Upload, { id, purpose, ...companyScope(viewer) });
  if (!upload || !(await mayViewUpload(em, viewer, upload))) throw new NotFound('Upload');
  return upload;
}

/** The file and its bytes, for those who may see it only; a missing file is not found like a missing row. */
export async function openUpload(em: EntityManager, storage: UploadStorage, viewer: Viewer, id: number): Promise<{ upload: Upload; content: Buffer }> {
  const upload = await em.findOne(Upload, { id, ...companyScope(viewer) });
  const visible = upload !== null && (await mayViewUpload(em, viewer, upload));
  const content = visible && (await storage.read(upload.storageKey));
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
