import { BigIntType, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import { ApiKey } from '../api-keys/api-key.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';
import { PhotoEvidenceIndex } from '../uploads/photo-evidence-index.js';
import { Equipment } from './equipment.entity.js';

/**
 * Append-only evidence: a correction is a new row pointing at the reading it corrects. Who
 * recorded it is a person (user) or a sensor gateway's API key, never neither.
 */
@Entity({ tableName: 'temperature_reading' })
@PhotoEvidenceIndex('temperature_reading')
@Check({ name: 'temperature_reading_recorded_by_check', expression: '"user_id" is not null or "api_key_id" is not null' })
// History pages by (recorded_at, id) newest first; the latest-reading look-ups use the same index.
@Index({
  name: 'temperature_reading_equipment_keyset_idx',
  expression: 'create index "temperature_reading_equipment_keyset_idx" on "temperature_reading" ("equipment_id", "recorded_at" desc, "id" desc)',
})
@Index({
  name: 'temperature_reading_corrects_idx',
  expression: 'create index "temperature_reading_corrects_idx" on "temperature_reading" ("corrects_id") where "corrects_id" is not null',
})
@Index({ properties: ['company', 'recordedAt'] })
@Unique({ properties: ['company', 'clientId'] })
export class TemperatureReading {
  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @ManyToOne(() => Equipment, { deleteRule: 'restrict' })
  equipment!: Equipment;

  /** The person who recorded it; null when a sensor gateway sent it (apiKey says which). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  user?: User | null;

  /** The sensor gateway's key that sent it; null for a person's reading. */
  @ManyToOne(() => ApiKey, { nullable: true, deleteRule: 'restrict' })
  apiKey?: ApiKey | null;

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

  /** Client-generated id that makes retried submissions idempotent; unique within a company, so no tenant learns another's. */
  @Property({ type: 'uuid', nullable: true })
  clientId?: string | null;

  @ManyToOne(() => TemperatureReading, { nullable: true, deleteRule: 'restrict' })
  corrects?: TemperatureReading | null;

  @Property({ type: 'text', nullable: true })
  correctionReason?: string | null;

  /** Photos taken with the reading (PhotoEvidence[]); null when none. */
  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  /** The sending sensor's battery (0–100 %), when a gateway reports it. */
  @Property({ type: 'smallint', nullable: true })
  batteryPercent?: number | null;

  /** The sending sensor's radio signal in dBm (−150…0), when a gateway reports it. */
  @Property({ type: 'smallint', nullable: true })
  signalStrength?: number | null;
}
