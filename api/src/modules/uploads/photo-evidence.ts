import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { InvalidInput, NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { Upload } from './upload.entity.js';
import { mayViewUpload } from './upload-reach.js';
import { uploadFileUrl } from './uploads.service.js';

/** Photos one record may carry. */
export const MAX_PHOTOS_PER_RECORD = 20;

/** One photo as a record keeps it in `photoEvidence` (SPEC 3): enough to find, serve and verify it. */
@ObjectType({ description: 'A photo stored with a record; `url` serves it to users of the same company.' })
export class PhotoEvidence {
  @Field(() => Int)
  uploadId!: number;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => String, { description: 'SHA-256 of the stored (re-encoded) bytes.' })
  sha256!: string;
}

/**
 * The photos a record will keep, from upload ids the client got from POST /api/uploads: each must be a
 * photo the viewer may see (upload-reach.ts: their own, or one on a record they see); any other id is
 * "not found", like a missing one.
 */
export async function photoEvidenceFor(em: EntityManager, viewer: Viewer, ids: readonly number[] | null | undefined): Promise<PhotoEvidence[]> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return [];
  if (wanted.length > MAX_PHOTOS_PER_RECORD) throw new InvalidInput(`A record can carry at most ${MAX_PHOTOS_PER_RECORD} photos`);
  const uploads = await em.find(Upload, { id: { $in: wanted }, purpose: 'photo', ...companyScope(viewer) });
  if (uploads.length !== wanted.length) throw new NotFound('Photo');
  for (const upload of uploads) if (!(await mayViewUpload(em, viewer, upload))) throw new NotFound('Photo');
  const byId = new Map(uploads.map((upload) => [upload.id, upload]));
  return wanted.map((id) => toPhotoEvidence(byId.get(id) as Upload));
}

function toPhotoEvidence(upload: Upload): PhotoEvidence {
  return { uploadId: upload.id, url: uploadFileUrl(upload), contentType: upload.contentType, sizeBytes: upload.sizeBytes, sha256: upload.sha256 };
}

/** A record's stored `photoEvidence` JSON read back (null or older shapes: no photos). */
export function storedPhotos(json: unknown): PhotoEvidence[] {
  return Array.isArray(json) ? (json as PhotoEvidence[]).filter((photo) => typeof photo?.uploadId === 'number') : [];
}
