import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Reminder } from './reminder.entity.js';

/** How far ahead "due" looks: today's reminders, and anything already past. */
const DUE_WITHIN_MS = 24 * 3_600_000;

export interface ReminderView {
  id: number;
  type: string | null;
  title: string;
  description: string | null;
  reminderTime: Date;
  locationId: number | null;
}

/** Whose reminders the viewer sees: their own, and those for everyone at a location they work at. */
const mine = (viewer: Viewer) => ({
  ...companyScope(viewer),
  $or: [{ user: viewer.userId }, { user: null, location: { $in: viewer.locationIds } }],
});

/** The viewer's open reminders due within a day, soonest first. */
export async function dueReminders(em: EntityManager, viewer: Viewer): Promise<ReminderView[]> {
  const rows = await em.find(
    Reminder,
    { ...mine(viewer), isCompleted: false, reminderTime: { $lte: new Date(Date.now() + DUE_WITHIN_MS) } },
    { orderBy: { reminderTime: 'asc', id: 'asc' }, limit: 50 },
  );
  return rows.map(toView);
}

/** Marks a reminder done (who and when in the audit trail); one the viewer cannot see is not found. */
export async function completeReminder(em: EntityManager, viewer: Viewer, id: number): Promise<ReminderView> {
  const reminder = await em.findOne(Reminder, { id, ...mine(viewer) });
  if (!reminder) throw new NotFound('Reminder');
  if (!reminder.isCompleted) {
    reminder.isCompleted = true;
    reminder.completedAt = new Date();
    recordAudit(em, viewer, {
      companyId: reminder.company.id,
      entity: 'reminder',
      entityId: reminder.id,
      action: 'complete',
      before: { isCompleted: false },
      after: { isCompleted: true, completedAt: reminder.completedAt },
    });
    await em.flush();
  }
  return toView(reminder);
}

function toView(row: Reminder): ReminderView {
  return {
    id: row.id,
    type: row.type ?? null,
    title: row.title,
    description: row.description ?? null,
    reminderTime: row.reminderTime,
    locationId: row.location?.id ?? null,
  };
}
