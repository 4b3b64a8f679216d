import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { FoodProcessKind, ProcessStageRule } from '../settings/process-rules.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/** complete: every stage reached in time; missed: a stage's deadline passed before its target. */
export type ProcessOutcome = 'complete' | 'missed';

/**
 * A timed process on one batch of food. The stages are the company's rule as it was at the start,
 * so a later change of settings never rewrites a record. Once finished (outcome set) the row is
 * sealed by a trigger: no UPDATE or DELETE.
 */
@Entity({ tableName: 'food_process' })
@Index({ properties: ['location', 'finishedAt'] })
export class FoodProcess extends TenantOwned {
  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  /** The blast chiller, oven or pan the batch is in, when it is one of the location's units. */
  @ManyToOne(() => Equipment, { nullable: true, deleteRule: 'restrict' })
  equipment?: Equipment | null;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  startedBy!: User;

  @Property({ type: 'string', length: 20 })
  kind!: FoodProcessKind;

  @Property({ type: 'string', length: 200 })
  foodItem!: string;

  @Property({ type: 'string', length: 100 })
  quantity!: string;

  @Property({ type: 'json' })
  stages!: ProcessStageRule[];

  /** When the process began (e.g. the food came off the heat); at most a short while before createdAt. */
  @Property({ type: 'datetime' })
  startedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;

  @Property({ type: 'string', length: 20, nullable: true })
  outcome?: ProcessOutcome | null;

  /** The stage (0-based) whose deadline was missed. */
  @Property({ type: 'integer', nullable: true })
  missedStage?: number | null;

  /** The action a missed stage opened. */
  @ManyToOne(() => CorrectiveAction, { nullable: true, deleteRule: 'restrict' })
  correctiveAction?: CorrectiveAction | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
