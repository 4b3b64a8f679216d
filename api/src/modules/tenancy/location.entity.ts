import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Area } from './area.entity.js';
import { TenantOwned } from './tenant-owned.js';

/** Day name → opening hours text, e.g. { "Monday": "07:00-22:00" }. */
export type OpeningTimes = Record<string, string>;

@Entity({ tableName: 'location' })
@Index({ properties: ['company', 'name'] })
export class Location extends TenantOwned {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  address?: string | null;

  @Property({ type: 'json', nullable: true })
  openingTimes?: OpeningTimes | null;

  /** IANA zone of the site: its "today" and every check window are its local time. */
  @Property({ type: 'string', length: 64, default: 'UTC' })
  timezone: string & Opt = 'UTC';

  /** Issue 35: the area the site belongs to (at most one); null: the company's sites outside any area. */
  @ManyToOne(() => Area, { nullable: true, deleteRule: 'restrict', index: true })
  area?: Area | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
