import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import type { CheckItem } from './check-item-kinds.js';

/**
 * The kinds of checklist the screens know: Daily Opening, Closing, Allergen and Monthly have screens of their
 * own (SPEC 2.11, issue 14); daily and weekly ones show on Compliance Checks. Opening and closing checks are daily.
 */
export const CHECK_TEMPLATE_TYPES = ['daily_opening', 'closing', 'allergen', 'daily', 'weekly', 'monthly'] as const;
/** Opening and closing checks end with the location's day; any other ends when the next one falls due. */
export const DAY_BOUND_CHECK_TYPES: readonly string[] = ['daily_opening', 'closing'];
/** How often the schedule creates a template's checks (SPEC 9). */
export const CHECK_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

@Entity({ tableName: 'compliance_check_template' })
export class ComplianceCheckTemplate {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Null for templates the provider offers to every company. */
  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict' })
  company?: Company | null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 40 })
  type!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'json', nullable: true })
  checklistItems?: CheckItem[] | null;

  /** daily, weekly or monthly: the schedule creates its checks (opening and closing checks are daily). Null: started by hand. */
  @Property({ type: 'string', length: 40, nullable: true })
  frequency?: string | null;

  /** Local time of day ("HH:MM") its checks fall due; null: the company's schedule time (SPEC 9: 08:00). */
  @Property({ type: 'string', length: 5, nullable: true })
  dueTime?: string | null;

  @Property({ type: 'integer', nullable: true })
  estimatedMinutes?: number | null;

  /** False once retired: no new checks, its checks and history kept (a template in use is retired, never deleted). */
  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  /** The current version (compliance_check_template_version): each edit of its items, schedule or publication adds one. */
  @Property({ type: 'integer', default: 1 })
  version: number & Opt = 1;

  /** Where it applies (modules/publishing): all sites, chosen areas or chosen sites; ownerLocation set: a site-only template. */
  @Property({ type: 'string', length: 10, default: 'all' })
  publishScope: string & Opt = 'all';

  @Property({ type: 'integer[]', default: [] })
  publishAreaIds: number[] & Opt = [];

  @Property({ type: 'integer[]', default: [] })
  publishLocationIds: number[] & Opt = [];

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  ownerLocation?: Location | null;
}
