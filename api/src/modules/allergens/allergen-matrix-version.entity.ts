import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';
import { User } from '../tenancy/user.entity.js';

/** A menu item and the allergens it contains (codes of the matrix's regime). */
export interface MenuItemAllergens {
  name: string;
  allergens: string[];
}

/**
 * One saved allergen matrix of a location. Each save is a new row with the next version number;
 * older versions stay as they were, so what staff were told on any day can be shown again.
 */
@Entity({ tableName: 'allergen_matrix_version' })
@Unique({ properties: ['location', 'version'] })
export class AllergenMatrixVersion extends TenantOwned {
  @ManyToOne(() => Location, { deleteRule: 'restrict' })
  location!: Location;

  @Property({ type: 'integer' })
  version!: number;

  /** uk (the 14 UK/EU allergens) or us (the 9 US major allergens). */
  @Property({ type: 'string', length: 2 })
  regime!: string;

  @Property({ type: 'json' })
  items!: MenuItemAllergens[];

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  createdBy!: User;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
