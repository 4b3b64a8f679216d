import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../auth/viewer.js';
import { AuditEvent } from './audit-event.entity.js';

interface Change {
  companyId: number | null;
  entity: string;
  entityId: number | string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Appends an audit event to the caller's unit of work, so it commits (or not) with the change itself. */
export function recordAudit(em: EntityManager, actor: Pick<Viewer, 'userId'> | null, change: Change): void {
  em.create(AuditEvent, {
    company: change.companyId,
    actor: actor?.userId ?? null,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
