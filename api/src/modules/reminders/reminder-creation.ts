import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { recordAudit } from '../audit/audit.service.js';

export const CREATE_REMINDERS_TASK = 'reminders.create_due';

/** A calibration is due after a month (FOOD-SAFETY.md: monthly is common); training is flagged 30 days before it expires. */
const CALIBRATION_DAYS = 30;
const TRAINING_NOTICE_DAYS = 30;

/** Books the next run (one pending per database), then creates the reminders now due. */
export async function runReminderCreation({ em, config }: JobContext): Promise<void> {
  await enqueue(em, CREATE_REMINDERS_TASK, {}, { runAt: new Date(Date.now() + config.remindersCheckSeconds * 1000), jobKey: CREATE_REMINDERS_TASK });
  await createDueReminders(em);
}

/**
 * Three kinds, each keyed by what it is about so a second run or a second process inserts nothing
 * (the unique dedupe_key decides): a pending check due within the hour (for the person who started
 * it), a location with units not calibrated in a month (one per location and month, for everyone
 * there), and a training record expiring within 30 days (for its trainee, once per expiry date).
 */
export async function createDueReminders(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    const created = [...(await checksDueSoon(tx)), ...(await calibrationsDue(tx)), ...(await trainingExpiring(tx))];
    // Created by the system (no actor), audited in the same transaction.
    for (const row of created) recordAudit(tx, null, { companyId: row.company_id, entity: 'reminder', entityId: row.id, action: 'create', after: row });
    await tx.flush();
  });
}

interface CreatedReminder {
  id: number;
  company_id: number;
  type: string;
  title: string;
  dedupe_key: string;
}

async function checksDueSoon(em: EntityManager): Promise<CreatedReminder[]> {
  const { rows } = await sql<CreatedReminder>`
    insert into reminder (company_id, user_id, location_id, type, title, description, reminder_time, dedupe_key)
    select c.company_id, c.user_id, c.location_id, 'check', coalesce(t.name, 'Compliance check') || ' is due soon', 'Complete it before it becomes overdue.',
           c.due_date, 'check:' || c.id || ':' || extract(epoch from c.due_date)::bigint
    from compliance_check c left join compliance_check_template t on t.id = c.template_id
    where c.status in ('pending', 'in_progress') and c.due_date between now() and now() + interval '1 hour'
    on conflict (dedupe_key) do nothing
    returning id, company_id, type, title, dedupe_key`.execute(em.getKysely());
  return rows;
}

async function calibrationsDue(em: EntityManager): Promise<CreatedReminder[]> {
  const { rows } = await sql<CreatedReminder>`
    insert into reminder (company_id, user_id, location_id, type, title, description, reminder_time, dedupe_key)
    select e.company_id, null, e.location_id, 'calibration', count(*) || ' probe(s) due for calibration', 'Check them in iced water or boiling water.',
           now(), 'calibration:' || e.location_id || ':' || to_char(now(), 'YYYY-MM')
    from equipment e
    where e.is_active and not exists (
      select 1 from probe_calibration p where p.equipment_id = e.id and p.calibrated_at > now() - make_interval(days => ${CALIBRATION_DAYS}))
    group by e.company_id, e.location_id
    on conflict (dedupe_key) do nothing
    returning id, company_id, type, title, dedupe_key`.execute(em.getKysely());
  return rows;
}

async function trainingExpiring(em: EntityManager): Promise<CreatedReminder[]> {
  const { rows } = await sql<CreatedReminder>`
    insert into reminder (company_id, user_id, location_id, type, title, description, reminder_time, dedupe_key)
    select r.company_id, r.user_id, r.location_id, 'training', r.training_name || ' expires soon', 'Book the refresher before it expires.',
           now(), 'training:' || r.id || ':' || extract(epoch from r.expiry_date)::bigint
    from training_record r
    where r.expiry_date between now() and now() + make_interval(days => ${TRAINING_NOTICE_DAYS})
    on conflict (dedupe_key) do nothing
    returning id, company_id, type, title, dedupe_key`.execute(em.getKysely());
  return rows;
}
