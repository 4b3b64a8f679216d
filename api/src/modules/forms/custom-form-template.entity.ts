import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/**
 * A company's own form, built from scratch (issue 35): its name and where it is published. Its
 * fields are versions in form_template_version under the type custom_<id>, exactly as a built-in
 * form's edits are, so submitted forms point at the version they were filled against. Ids start
 * at 101 (migration 20261130500000) so they never meet the built-in forms' 1–4. Retired, never
 * deleted: forms filled against it stay readable.
 */
@Entity({ tableName: 'form_template' })
export class CustomFormTemplate extends TenantOwned {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 500, default: '' })
  description: string & Opt = '';

  @Property({ type: 'string', length: 20, default: 'As Needed' })
  category: string & Opt = 'As Needed';

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'string', length: 10, default: 'all' })
  publishScope: string & Opt = 'all';

  @Property({ type: 'integer[]', default: [] })
  publishAreaIds: number[] & Opt = [];

  @Property({ type: 'integer[]', default: [] })
  publishLocationIds: number[] & Opt = [];

  /** Set: a template of that site alone, added by its administrator. */
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  ownerLocation?: Location | null;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  createdBy!: User;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}

const CUSTOM_PREFIX = 'custom_';
/** The form type under which a custom template's versions and submitted forms are stored. */
export const customFormType = (id: number): string => `${CUSTOM_PREFIX}${id}`;
/** custom_101 → 101; a built-in type → null. */
export const customTemplateIdOf = (type: string): number | null => (/^custom_\d{1,10}$/.test(type) ? Number(type.slice(CUSTOM_PREFIX.length)) : null);
/** The first id of a custom template: the built-in forms are 1–4. */
export const FIRST_CUSTOM_TEMPLATE_ID = 101;
