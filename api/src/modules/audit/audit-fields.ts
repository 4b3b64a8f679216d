import type { Opt } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';
import { createdNow } from '../../database/columns.js';

/** What an audit event says: the content its hash covers, beside who (actor) and which company. */
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
