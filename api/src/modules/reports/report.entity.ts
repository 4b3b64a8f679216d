import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

export const REPORT_STATUSES = ['generating', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A generated file (SPEC 3 `report`): the due-diligence pack is made by a job and kept for download. */
@Entity({ tableName: 'report' })
@Index({ properties: ['company', 'user'] })
export class Report extends TenantOwned {
  /** Set when the report covers one location; a pack of several names them in `parameters`. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  @Property({ type: 'string', length: 60, nullable: true })
  type?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  format?: string | null;

  @Property({ type: 'json', nullable: true })
  parameters?: unknown;

  /** The file's name under DATA_DIR/reports once ready. */
  @Property({ type: 'text', nullable: true })
  filePath?: string | null;

  @Property({ type: 'string', length: 20, default: 'generating' })
  status: string & Opt = 'generating';

  @Property({ type: 'datetime', nullable: true })
  generatedAt?: Date | null;

  /** 0–100, moved on by the job as it finishes each part of the pack. */
  @Property({ type: 'smallint', default: 0 })
  progress: number & Opt = 0;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  @Property({ type: 'text', nullable: true })
  errorMessage?: string | null;
}
