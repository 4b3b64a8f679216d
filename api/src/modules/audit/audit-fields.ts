import type { Opt } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';

/**
 * What an audit event says, shared by audit_event and audit_event_pending: the pending row's
 * deferred trigger copies these columns across, so the two tables must keep them alike.
 */
export abstract class AuditFields {
  @Property(createdNow())
  occurredAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 60 })
  entity!: string;

  @Property({ type: 'string', length: 40 })
  entityId!: string;

  @Property({ type: 'string', length: 40 })
  action!: string;

  @Property({ type: 'json', nullable: true })
  before?: unknown;

  @Property({ type: 'json', nullable: true })
  after?: unknown;
}
