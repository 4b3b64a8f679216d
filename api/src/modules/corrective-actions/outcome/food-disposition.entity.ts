import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../../database/columns.js';
import { TenantOwned } from '../../tenancy/tenant-owned.js';
import { User } from '../../tenancy/user.entity.js';
import { CorrectiveAction } from '../corrective-action.entity.js';

/** What was done with the food (issue 36): kept within safe limits, used within N hours, re-cooked or reheated, or discarded. */
export const DISPOSITION_DECISIONS = ['kept_within_limits', 'use_within_hours', 'recooked_reheated', 'discarded'] as const;
export type DispositionDecision = (typeof DISPOSITION_DECISIONS)[number];
/** The units a quantity is weighed or counted in, so the waste log's totals add like with like. */
export const QUANTITY_UNITS = ['kg', 'g', 'lb', 'oz', 'l', 'ml', 'portions', 'items'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/**
 * One food's disposition after a temperature or food-process action. Append-only evidence: a
 * correction is a new row pointing at the row it corrects (corrects), never an edit.
 */
@Entity({ tableName: 'food_disposition' })
@Index({ properties: ['correctiveAction', 'recordedAt'] })
// A row is corrected once; a correction of the correction points at the correction.
@Unique({ properties: ['corrects'] })
export class FoodDisposition extends TenantOwned {
  @ManyToOne(() => CorrectiveAction, { deleteRule: 'restrict' })
  correctiveAction!: CorrectiveAction;

  @Property({ type: 'string', length: 200 })
  food!: string;

  @Property({ type: 'decimal', precision: 10, scale: 3 })
  quantity!: string;

  @Property({ type: 'string', length: 20 })
  unit!: QuantityUnit;

  @Property({ type: 'string', length: 30 })
  decision!: DispositionDecision;

  /** For use_within_hours: within how many hours. */
  @Property({ type: 'integer', nullable: true })
  useWithinHours?: number | null;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  /** For a "kept" decision: the time rule shown with the exposure as it was decided (time-control-rules.ts). */
  @Property({ type: 'text', nullable: true })
  ruleBasis?: string | null;

  /** The exposure exceeded that rule when it was decided (a reason was then required). */
  @Property({ type: 'boolean', default: false })
  exceededRule: boolean & Opt = false;

  /** The earlier row this one corrects. */
  @ManyToOne(() => FoodDisposition, { nullable: true, deleteRule: 'restrict' })
  corrects?: FoodDisposition | null;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  recordedBy!: User;

  @Property(createdNow())
  recordedAt: Date & Opt = new Date();
}
