import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

@Entity({ tableName: 'reminder' })
export class Reminder extends TenantOwned {
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user?: User | null;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @Property({ type: 'string', length: 60, nullable: true })
  type?: string | null;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'datetime' })
  reminderTime!: Date;

  @Property({ type: 'boolean', default: false })
  isCompleted: boolean & Opt = false;

  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  /** What the reminder is about (e.g. check:12): the job runner never creates two for the same key. */
  @Property({ type: 'string', length: 200, nullable: true, unique: true })
  dedupeKey?: string | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
