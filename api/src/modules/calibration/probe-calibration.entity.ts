import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';

@Entity({ tableName: 'probe_calibration' })
export class ProbeCalibration {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @ManyToOne(() => Equipment, { deleteRule: 'restrict' })
  equipment!: Equipment;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  @Property(celsius())
  referenceTemp!: number;

  @Property(celsius())
  actualTemp!: number;

  @Property(celsius())
  variance!: number;

  @Property({ type: 'boolean' })
  isWithinTolerance!: boolean;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property(createdNow())
  calibratedAt: Date & Opt = new Date();
}
