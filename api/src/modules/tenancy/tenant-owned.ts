import { ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { Company } from './company.entity.js';

/**
 * What a table a company owns starts with: its integer key and its company, which can never be
 * deleted while it owns rows. Every tenant table reaches company_id, and the busy ones carry it
 * themselves, so their indexes and tenant filters lead with it. Not an entity: each subclass is
 * its own table.
 */
export abstract class TenantOwned {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Company, { deleteRule: 'restrict' })
  company!: Company;
}
