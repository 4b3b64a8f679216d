import { BigIntType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditFields } from './audit-fields.js';

/**
 * An audit event on its way into audit_event: recordAudit writes it in the writer's transaction,
 * and at COMMIT a deferred trigger moves it into audit_event, where it is chained. The company's
 * chain lock is so held for the commit alone, never across a round trip to this process
 * (Migration20261126170000_audit_at_commit). No row outlives its transaction.
 */
@Entity({ tableName: 'audit_event_pending' })
export class PendingAuditEvent extends AuditFields {
  @PrimaryKey({ type: new BigIntType('number') })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  companyId?: number | null;

  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;
}
