import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';

/** Minutes a unit's door may stay open before it alerts, unless its settings say otherwise. */
export const DEFAULT_DOOR_ALERT_MINUTES = 5;

@Entity({ tableName: 'equipment' })
@Index({ properties: ['company', 'location'] })
@Index({ properties: ['location'] })
// One unit per LoRaWAN device within a company (PostgreSQL lets any number of units name none).
@Unique({ properties: ['company', 'deviceEui'] })
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

  /** The LoRaWAN device (DevEUI, 16 upper-case hex) whose uplinks are this unit's readings; null: none. */
  @Property({ type: 'string', length: 16, nullable: true })
  deviceEui?: string | null;

  /** Minutes the unit's door may stay open before it raises one alert. */
  @Property({ type: 'integer', default: DEFAULT_DOOR_ALERT_MINUTES })
  doorAlertMinutes: number & Opt = DEFAULT_DOOR_ALERT_MINUTES;

  /** When the unit's door contact last reported it open (null: closed or no contact); kept by the door events. */
  @Property({ type: 'datetime', nullable: true })
  doorOpenSince?: Date | null;
}
