import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { Upload } from '../uploads/upload.entity.js';

export const TRAINING_STATUSES = ['scheduled', 'in_progress', 'completed', 'expired'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

@Entity({ tableName: 'training_record' })
export class TrainingRecord extends TenantOwned {
  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: User;

  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @Property({ type: 'string', length: 100 })
  trainingType!: string;

  @Property({ type: 'string', length: 200 })
  trainingName!: string;

  @Property({ type: 'datetime', nullable: true })
  completedDate?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  expiryDate?: Date | null;

  @Property({ type: 'text', nullable: true })
  certificateUrl?: string | null;

  /** The certificate PDF stored as an upload; certificateUrl then points at it. */
  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'restrict' })
  certificate?: Upload | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'string', length: 20, default: 'scheduled' })
  status: TrainingStatus & Opt = 'scheduled';

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
