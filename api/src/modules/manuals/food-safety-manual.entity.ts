import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';

export const MANUAL_CATEGORIES = ['policies', 'procedures', 'training'] as const;
export type ManualCategory = (typeof MANUAL_CATEGORIES)[number];

@Entity({ tableName: 'food_safety_manual' })
export class FoodSafetyManual {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text' })
  fileUrl!: string;

  @Property({ type: 'string', length: 20 })
  version!: string;

  @Property({ type: 'string', length: 20, default: 'policies' })
  category: ManualCategory & Opt = 'policies';

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @ManyToOne(() => User, { nullable: true, fieldName: 'uploaded_by', deleteRule: 'set null' })
  uploadedBy?: User | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
