import { Index } from '@mikro-orm/decorators/legacy';

/**
 * The partial GIN index a record table with `photo_evidence` carries, so "which records keep upload n"
 * (upload-reach.ts) is an index look-up; rows without photos are not in it.
 */
export const PhotoEvidenceIndex = (table: string): ClassDecorator =>
  Index({
    name: `${table}_photo_evidence_index`,
    expression: `create index "${table}_photo_evidence_index" on "${table}" using gin ("photo_evidence" jsonb_path_ops) where "photo_evidence" is not null`,
  }) as ClassDecorator;
