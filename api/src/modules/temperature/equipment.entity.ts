import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';

@Entity({ tableName: 'equipment' })
@Index({ properties: ['company', 'location'] })
@Index({ properties: ['location'] })
export class Equipment extends TenantOwned {
  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 40 })
  type!: EquipmentKind;

  @Property({ ...celsius(), nullable: true })
  targetMinTemp?: number | null;

  @Property({ ...celsius(), nullable: true })
  targetMaxTemp?: number | null;

  /** Minutes a sensor reading may stay out of range before it counts; null = the company preset for the type. */
  @Property({ type: 'integer', nullable: true })
  alertDelayMinutes?: number | null;

  /** How often a reading is expected; null = the company preset for the type (which may expect none). */
  @Property({ type: 'integer', nullable: true })
  readingIntervalMinutes?: number | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();

  /** Latest reading, kept in step with temperature_reading in the same transaction so dashboards never scan history. */
  @Property({ ...celsius(), nullable: true })
  lastTemperature?: number | null;

  @Property({ type: 'datetime', nullable: true })
  lastRecordedAt?: Date | null;

  /** When the unit's current out-of-range run began (null: in range); kept by the reading write itself. */
  @Property({ type: 'datetime', nullable: true })
  excursionStartedAt?: Date | null;

  /** When the unit's sensor last reported a low battery after a good one (null: fine or unknown); kept by the reading write. */
  @Property({ type: 'datetime', nullable: true })
  lowBatterySince?: Date | null;
}
