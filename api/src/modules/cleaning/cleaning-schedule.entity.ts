import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';

export const CLEANING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type CleaningFrequency = (typeof CLEANING_FREQUENCIES)[number];

export interface CleaningTask {
  name: string;
}

@Entity({ tableName: 'cleaning_schedule' })
export class CleaningSchedule extends TenantOwned {
  /** Null location: the schedule applies to all of the company's locations. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 20 })
  frequency!: CleaningFrequency;

  /** 0 is Sunday. */
  @Property({ type: 'smallint', nullable: true })
  dayOfWeek?: number | null;

  @Property({ type: 'smallint', nullable: true })
  dayOfMonth?: number | null;

  @Property({ type: 'json' })
  tasks!: CleaningTask[];

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
