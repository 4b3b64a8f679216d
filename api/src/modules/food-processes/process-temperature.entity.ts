import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { PhotoEvidenceIndex } from '../uploads/photo-evidence-index.js';
import { FoodProcess } from './food-process.entity.js';

/** One probe reading of the batch: append-only evidence (a trigger refuses UPDATE and DELETE). */
@Entity({ tableName: 'food_process_temperature' })
@PhotoEvidenceIndex('food_process_temperature')
@Index({ properties: ['process', 'recordedAt'] })
export class FoodProcessTemperature extends TenantOwned {
  @ManyToOne(() => FoodProcess, { deleteRule: 'restrict' })
  process!: FoodProcess;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  /** °C, whatever scale it was entered in. */
  @Property(celsius())
  temperature!: number;

  @Property(createdNow())
  recordedAt: Date & Opt = new Date();

  /** Photos taken with this reading (uploads module's PhotoEvidence list). */
  @Property({ type: 'json', nullable: true })
  photoEvidence?: unknown;

  /** Set when the reading fell faster than food can cool (cooling-rate.ts): recorded as confirmed, flagged for the record. */
  @Property({ type: 'text', nullable: true })
  implausibleReason?: string | null;
}
