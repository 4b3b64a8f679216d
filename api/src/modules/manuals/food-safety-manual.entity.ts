import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';
import { Upload } from '../uploads/upload.entity.js';

export const MANUAL_CATEGORIES = ['policies', 'procedures', 'training'] as const;
export type ManualCategory = (typeof MANUAL_CATEGORIES)[number];

@Entity({ tableName: 'food_safety_manual' })
// One current version per title, whatever two administrators upload at once.
@Unique({
  name: 'food_safety_manual_current_title_unique',
  expression:
    'create unique index "food_safety_manual_current_title_unique" on "food_safety_manual" ("company_id", "title") where "is_current" and "is_active"',
})
export class FoodSafetyManual extends TenantOwned {
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** A link from before uploads existed; a manual with a `file` is served from it instead. */
  @Property({ type: 'text', nullable: true })
  fileUrl?: string | null;

  @Property({ type: 'string', length: 20 })
  version!: string;

  @Property({ type: 'string', length: 20, default: 'policies' })
  category: ManualCategory & Opt = 'policies';

  /** The stored PDF; null only for manuals from before uploads existed. */
  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'restrict' })
  file?: Upload | null;

  /** False once a newer version of the same title is uploaded: the old one stays as a record. */
  @Property({ type: 'boolean', default: true })
  isCurrent: boolean & Opt = true;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @ManyToOne(() => User, { nullable: true, fieldName: 'uploaded_by', deleteRule: 'set null' })
  uploadedBy?: User | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
