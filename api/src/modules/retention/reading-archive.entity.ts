import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';

/**
 * claimed → archived (file written) → verified (file re-read: hash and rows match) → removed; or
 * empty (nothing old enough) or failed. A run that stopped before `removed` removed nothing: the
 * next day's run archives those readings again (its cut-off is later).
 */
export type ReadingArchiveStatus = 'claimed' | 'archived' | 'verified' | 'removed' | 'empty' | 'failed';

/**
 * One company's data-cleanup run for one scheduled day: the archive (in the backup store) of the
 * readings older than its retention period, then their removal. Unique per company and day, so
 * two processes never archive the same day twice.
 */
@Entity({ tableName: 'reading_archive' })
@Unique({ name: 'reading_archive_company_scheduled_unique', properties: ['company', 'scheduledFor'] })
export class ReadingArchive {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @Property({ type: 'datetime' })
  scheduledFor!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  startedAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 20, default: 'claimed' })
  status: ReadingArchiveStatus & Opt = 'claimed';

  /** The oldest archived reading's time. */
  @Property({ type: 'datetime', nullable: true })
  periodStart?: Date | null;

  /** The cut-off: every archived reading was recorded before it (the run's day less the retention period). */
  @Property({ type: 'datetime' })
  periodEnd!: Date;

  @Property({ type: 'integer', nullable: true })
  rowCount?: number | null;

  /** The archive's name in the backup store. */
  @Property({ type: 'text', nullable: true })
  fileName?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  sha256?: string | null;

  @Property({ type: 'bigint', nullable: true })
  sizeBytes?: string | null;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  removedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
