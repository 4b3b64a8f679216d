import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { NotFound } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import { canAcknowledge } from '../corrective-actions/corrective-action.entity.js';
import { publishMyNotificationsChanged } from './notification-events.js';

/** The bell's list shows this many, newest first. */
export const BELL_LIST_SIZE = 20;

export interface MyNotification {
  id: number;
  correctiveActionId: number;
  reason: string;
  subject: string;
  createdAt: Date;
  readAt: Date | null;
  /** The action's acknowledgement, so the bell offers Acknowledge or says who has it. */
  canAcknowledge: boolean;
  acknowledgedAt: Date | null;
  acknowledgedByName: string | null;
}

interface NotificationRow {
  id: number;
  corrective_action_id: number;
  reason: string;
  subject: string;
  created_at: Date;
  read_at: Date | null;
  action_status: string;
  acknowledged_at: Date | null;
  acknowledged_by_name: string | null;
}

/**
 * Only the notifications addressed to the viewer, in their own company: nobody reads another's. A
 * message that went to them by several channels (e-mail and SMS) is one entry: its first row.
 */
const addressedTo = (viewer: Viewer) => sql`n.recipient_id = ${viewer.userId}::int and n.company_id = ${viewer.companyId ?? -1}::int
  and not exists (select 1 from notification first where first.recipient_id = n.recipient_id and first.corrective_action_id = n.corrective_action_id
    and first.reason = n.reason and first.id < n.id)`;

/** The bell's list: the viewer's notifications, unread first, each group newest first, with their action's acknowledgement. */
export async function myNotifications(em: EntityManager, viewer: Viewer): Promise<MyNotification[]> {
  const { rows } = await sql<NotificationRow>`
    select n.id, n.corrective_action_id, n.reason, n.subject, n.created_at, n.read_at,
      a.status as action_status, a.acknowledged_at, u.full_name as acknowledged_by_name
    from notification n
    join corrective_action a on a.id = n.corrective_action_id
    left join "user" u on u.id = a.acknowledged_by_id
    where ${addressedTo(viewer)} order by n.read_at is null desc, n.created_at desc, n.id desc limit ${BELL_LIST_SIZE}`.execute(em.getKysely());
  return rows.map(toMyNotification);
}

const orNull = (value: Date | null) => (value ? new Date(value) : null);

function toMyNotification(row: NotificationRow): MyNotification {
  const acknowledgedAt = orNull(row.acknowledged_at);
  return {
    id: row.id,
    correctiveActionId: row.corrective_action_id,
    reason: row.reason,
    subject: row.subject,
    createdAt: new Date(row.created_at),
    readAt: orNull(row.read_at),
    canAcknowledge: canAcknowledge({ status: row.action_status, acknowledgedAt }),
    acknowledgedAt,
    acknowledgedByName: row.acknowledged_by_name,
  };
}

/** The bell's count: the viewer's notifications not yet read. */
export async function unreadNotificationCount(em: EntityManager, viewer: Viewer): Promise<number> {
  const { rows } = await sql<{ unread: string }>`
    select count(*) as unread from notification n where ${addressedTo(viewer)} and n.read_at is null`.execute(em.getKysely());
  return Number(rows[0]?.unread ?? 0);
}

/**
 * Marks the given notifications read (all of the viewer's when `ids` is null) and returns how many
 * are still unread. An id that is not the viewer's own answers like a missing one, and nothing changes.
 */
export async function markNotificationsRead(em: EntityManager, events: LiveEvents, viewer: Viewer, ids: number[] | null): Promise<number> {
  const which = ids === null ? sql`` : sql`and n.id = any(${ids}::int[])`;
  if (ids !== null) {
    const { rows } = await sql<{ own: string }>`select count(*) as own from notification n where ${addressedTo(viewer)} ${which}`.execute(em.getKysely());
    if (Number(rows[0]?.own ?? 0) !== new Set(ids).size) throw new NotFound('Notification');
  }
  const { numAffectedRows } = await sql`update notification n set read_at = now() where ${addressedTo(viewer)} and n.read_at is null ${which}`.execute(
    em.getKysely(),
  );
  // The person's other tabs and devices show the same count.
  if (numAffectedRows) publishMyNotificationsChanged(events, viewer.userId, null);
  return unreadNotificationCount(em, viewer);
}
