import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const ACTION_STATUSES = ['open', 'pending', 'in_progress', 'resolved'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** SPEC 4's sample workflow: an action is not started while 'open' (the default) or 'pending'. */
export const NOT_STARTED: readonly ActionStatus[] = ['open', 'pending'];
export const canStart = (status: string): boolean => (NOT_STARTED as readonly string[]).includes(status);
export const canComplete = (status: string): boolean => status === 'in_progress';

@Entity({ tableName: 'corrective_action' })
@Index({ properties: ['company', 'status'] })
@Index({ properties: ['location', 'createdAt'] })
export class CorrectiveAction {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  /** Where the problem is; derived from the equipment or check when those are given. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @ManyToOne(() => Equipment, { nullable: true, deleteRule: 'restrict' })
  equipment?: Equipment | null;

  @ManyToOne(() => ComplianceCheck, { nullable: true, deleteRule: 'restrict' })
  complianceCheck?: ComplianceCheck | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  @Property({ type: 'string', length: 60, nullable: true })
  type?: string | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 20, default: 'medium' })
  severity: Severity & Opt = 'medium';

  @Property({ type: 'string', length: 20, default: 'open' })
  status: ActionStatus & Opt = 'open';

  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  @Property({ type: 'text', nullable: true })
  resolution?: string | null;

  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  dueDate?: Date | null;
}
