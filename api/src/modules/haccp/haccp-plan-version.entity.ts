import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { HaccpPlan } from './haccp-plan.entity.js';
import type { PlanStep } from './haccp-steps.js';

/**
 * One version of a plan. Its steps are never rewritten: an edit is the next version, a draft until
 * signed. Signing sets the signer, the time and the limits the signer saw (signedLimits, by link
 * key), so a limit changed later in the configuration shows the plan needs review. A signed
 * version refuses UPDATE and DELETE (Migration20261130600000_haccp_plans).
 */
@Entity({ tableName: 'haccp_plan_version' })
@Unique({ properties: ['plan', 'version'] })
export class HaccpPlanVersion extends TenantOwned {
  @ManyToOne(() => HaccpPlan, { deleteRule: 'restrict' })
  plan!: HaccpPlan;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  steps!: PlanStep[];

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  createdBy!: User;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  signedBy?: User | null;

  @Property({ type: 'datetime', nullable: true })
  signedAt?: Date | null;

  @Property({ type: 'json', nullable: true })
  signedLimits?: Record<string, unknown> | null;
}
