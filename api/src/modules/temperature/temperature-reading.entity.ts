import { BigIntType, type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';
import { Equipment } from './equipment.entity.js';

/** Append-only evidence: a correction is a new row pointing at the reading it corrects. */
@Entity({ tableName: 'temperature_reading' })
@Index({
  name: 'temperature_reading_equipment_recorded_idx',
  expression: 'create index "temperature_reading_equipment_recorded_idx" on "temperature_reading" ("equipment_id", "recorded_at" desc)',
})
@Index({ properties: ['company', 'recordedAt'] })
export class TemperatureReading {
  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @ManyToOne(() => Equipment, { deleteRule: 'restrict' })
  equipment!: Equipment;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  @Property(celsius())
  temperature!: number;

  @Property({ type: 'boolean', default: false })
  isManual: boolean & Opt = false;

  /** When the reading was taken (may be earlier than receivedAt for offline probes and phones). */
  @Property(createdNow())
  recordedAt: Date & Opt = new Date();

  /** When the server stored it. */
  @Property(createdNow())
  receivedAt: Date & Opt = new Date();

  /** Client-generated id that makes retried submissions idempotent. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  clientId?: string | null;

  @ManyToOne(() => TemperatureReading, { nullable: true, deleteRule: 'restrict' })
  corrects?: TemperatureReading | null;

  @Property({ type: 'text', nullable: true })
  correctionReason?: string | null;
}
