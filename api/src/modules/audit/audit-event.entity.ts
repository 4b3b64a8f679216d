import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';
import { AuditFields } from './audit-fields.js';

/**
 * One row per write: who changed what, when, and how. Appended in the writer's transaction.
 * The table also holds the hash chain (seq, prev_hash, hash), which only the audit_event_chain
 * trigger writes; they are not mapped here so no application insert can set them (audit-chain.ts reads them).
 */
@Entity({ tableName: 'audit_event' })
@Index({ properties: ['company', 'occurredAt'] })
@Index({ properties: ['entity', 'entityId'] })
@Index({
  name: 'audit_event_company_seq_unique',
  expression: 'create unique index "audit_event_company_seq_unique" on "audit_event" ("company_id", "seq") nulls not distinct',
})
export class AuditEvent extends AuditFields {
  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict' })
  company?: Company | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  actor?: User | null;
}
