import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { PhotoEvidenceIndex } from '../uploads/photo-evidence-index.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';

export const CHECK_STATUSES = ['pending', 'in_progress', 'completed', 'overdue', 'scheduled'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

@Entity({ tableName: 'compliance_check' })
@PhotoEvidenceIndex('compliance_check')
@Index({ properties: ['location', 'createdAt'] })
@Index({ properties: ['status', 'overdueAfter'] })
// A generated check is one per template, location and local period, whichever process generates it.
@Unique({ properties: ['template', 'location', 'periodStart'] })
export class ComplianceCheck extends TenantOwned {
  @ManyToOne(() => ComplianceCheckTemplate, { nullable: true, deleteRule: 'restrict' })
  template?: ComplianceCheckTemplate | null;

  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  /** Who started or completed the check; none for a generated check nobody has worked yet. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  /** The template version the check began with: its items; it finishes on it, whatever edits follow. */
  @Property({ type: 'integer', nullable: true })
  templateVersion?: number | null;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: CheckStatus & Opt = 'pending';

  @Property({ type: 'json', nullable: true })
  checklistData?: unknown;

  /** The photos stored with the check (PhotoEvidence[]), set when it is completed. */
  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  /** The phone's id for a check it completed (maybe after waiting offline): a retry finds this row. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  clientId?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  dueDate?: Date | null;

  /** The start of the local period (day, week, month) a generated check is for; null for a check started by hand. */
  @Property({ type: 'datetime', nullable: true })
  periodStart?: Date | null;

  /** When a generated check not completed becomes overdue: the end of its window. */
  @Property({ type: 'datetime', nullable: true })
  overdueAfter?: Date | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
