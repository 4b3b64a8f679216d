import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { CleaningSchedule } from './cleaning-schedule.entity.js';

/** One time a schedule's cleaning was done: who and when. Evidence: append-only (a database trigger refuses changes). */
@Entity({ tableName: 'cleaning_run' })
@Index({ properties: ['schedule', 'doneAt'] })
export class CleaningRun extends TenantOwned {
  @ManyToOne(() => CleaningSchedule, { deleteRule: 'restrict' })
  schedule!: CleaningSchedule;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  doneBy!: User;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property(createdNow())
  doneAt: Date & Opt = new Date();
}
