import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/** One administrator's daily summary e-mail on one local day of their company: recorded once, sent once. */
@Entity({ tableName: 'daily_summary' })
@Unique({ name: 'daily_summary_user_day_unique', properties: ['user', 'day'] })
@Index({ name: 'daily_summary_company_id_index', properties: ['company'] })
export class DailySummary extends TenantOwned {
  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  /** The company's local day (its time zone) the summary was sent on; it reports the day before. */
  @Property({ type: 'date' })
  day!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
