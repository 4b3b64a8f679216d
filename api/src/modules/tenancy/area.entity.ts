import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { TenantOwned } from './tenant-owned.js';

/** Issue 35: a group of a company's sites (company → area → site), looked after by its area managers. Retired, never deleted. */
@Entity({ tableName: 'area' })
// Two active areas of a company never share a name (a retired one frees it).
@Index({
  name: 'area_company_name_unique',
  expression: 'create unique index "area_company_name_unique" on "area" ("company_id", lower("name")) where "is_active"',
})
export class Area extends TenantOwned {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
