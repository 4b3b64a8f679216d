import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';
import { Location } from '../tenancy/location.entity.js';
import { TenantOwned } from '../tenancy/tenant-owned.js';

/** A company's HACCP plan (location null), or one site's own plan. Its content lives in its versions. */
@Entity({ tableName: 'haccp_plan' })
// One company plan and one plan per site.
@Index({
  name: 'haccp_plan_company_site_unique',
  expression: 'create unique index "haccp_plan_company_site_unique" on "haccp_plan" ("company_id", coalesce("location_id", 0))',
})
export class HaccpPlan extends TenantOwned {
  @ManyToOne(() => Location, { nullable: true, deleteRule: 'restrict' })
  location?: Location | null;

  @Property(createdNow())
  createdAt: Date & Opt = new Date();
}
