import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { celsius, createdNow } from '../../database/columns.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

@Entity({ tableName: 'probe_calibration' })
export class ProbeCalibration extends TenantOwned {
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
