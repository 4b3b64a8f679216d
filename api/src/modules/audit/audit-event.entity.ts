import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { Company } from '../tenancy/company.entity.js';
import { User } from '../tenancy/user.entity.js';
import { AuditFields } from './audit-fields.js';

/**
 * One row per write: who changed what, when, and how. Appended in the writer's transaction, unsealed.
 * The table also holds the hash chain (seq, prev_hash, hash), which only the sealer sets
 * (audit-sealer.ts, Migration20261129120000_audit_sealer); they are not mapped here, and an
 * insert that sets them is refused (audit-chain.ts reads them).
 */
@Entity({ tableName: 'audit_event' })
@Index({ properties: ['company', 'occurredAt'] })
@Index({ properties: ['entity', 'entityId'] })
@Index({
  name: 'audit_event_company_seq_unique',
  expression: 'create unique index "audit_event_company_seq_unique" on "audit_event" ("company_id", "seq")',
})
@Index({
  name: 'audit_event_no_company_seq_unique',
  expression: 'create unique index "audit_event_no_company_seq_unique" on "audit_event" ("seq") where company_id is null',
})
export class AuditEvent extends AuditFields {
  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  @ManyToOne(() => Company, { nullable: true, deleteRule: 'restrict' })
  company?: Company | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'restrict' })
  actor?: User | null;
}
