import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';

export const CHECK_STATUSES = ['pending', 'in_progress', 'completed', 'overdue', 'scheduled'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

@Entity({ tableName: 'compliance_check' })
@Index({ properties: ['location', 'createdAt'] })
export class ComplianceCheck {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @ManyToOne(() => ComplianceCheckTemplate, { nullable: true, deleteRule: 'restrict' })
  template?: ComplianceCheckTemplate | null;

  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: CheckStatus & Opt = 'pending';

  @Property({ type: 'json', nullable: true })
  checklistData?: unknown;

  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  dueDate?: Date | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
