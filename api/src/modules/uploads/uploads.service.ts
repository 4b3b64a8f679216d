import { createHash } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
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
 * A photo is stored re-encoded (processPhoto: resized, upright, no EXIF). A file sent again under
 * the same clientId (the phone's outbox after a lost answer) gets the row stored the first time.
 */
export async function storeUpload(em: EntityManager, storage: UploadStorage, viewer: Viewer, file: ReceivedFile): Promise<UploadView> {
  if (viewer.companyId === null) throw new InvalidInput('Files belong to a company: sign in as a company user to upload');
  const companyId = viewer.companyId;
  const earlier = file.clientId ? await sentBefore(em, viewer, file.clientId) : null;
  if (earlier) return toUploadView(earlier);
  const { content, contentType } = await storedForm(file);
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

/** The bytes to keep and their type: a photo re-encoded, any other file as received. */
async function storedForm(file: ReceivedFile): Promise<{ content: Buffer; contentType: string }> {
  const contentType = checkUpload(file.purpose, file.content);
  if (file.purpose !== 'photo') return { content: file.content, contentType };
  // sharp and heic-decode (~20 MB resident) load with the first photo, not at start.
  return (await import('./photo-processing.js')).processPhoto(file.content, contentType);
}

/** The upload stored earlier under this clientId; one of another company's is refused (ids are never shared). */
async function sentBefore(em: EntityManager, viewer: Viewer, clientId: string): Promise<Upload | null> {
  const upload = await em.findOne(Upload, { clientId });
  if (upload && upload.company.id !== viewer.companyId) throw new InvalidInput('This clientId is already used: make a new one for each file');
  return upload;
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
