import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';

export type BackupOutcome = 'running' | 'succeeded' | 'failed';

/**
 * One run of the server's database backup (the whole server, not one company). `scheduledFor` is
 * unique: two API processes that both pick up a day's run record it once, and only one dumps.
 */
@Entity({ tableName: 'backup_run' })
export class BackupRun {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The scheduled time this run is for (a day's 03:00); unique per run. */
  @Property({ type: 'datetime', unique: true })
  scheduledFor!: Date;

  @Property(createdNow())
  startedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'string', length: 20, default: 'running' })
  outcome: BackupOutcome & Opt = 'running';

  /** The file's name in the backup store, once complete. */
  @Property({ type: 'text', nullable: true })
  fileName?: string | null;

  @Property({ type: 'bigint', nullable: true })
  sizeBytes?: string | null;

  @Property({ type: 'integer', nullable: true })
  durationMs?: number | null;

  /** Hex SHA-256 of the file: `db:restore` checks it before restoring. */
  @Property({ type: 'string', length: 64, nullable: true })
  sha256?: string | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  /** Set when the file was deleted to keep only the last BACKUP_KEEP. */
  @Property({ type: 'datetime', nullable: true })
  prunedAt?: Date | null;
}
