import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { AppServices } from '../../services.js';
import { notify } from '../alerts/notifications.service.js';
import { alertRecipients } from '../alerts/recipients.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { settingsOf } from '../settings/settings.service.js';

interface LateCheck {
  id: number;
  company_id: number;
  location_id: number;
  name: string;
  location_name: string;
}

/**
 * Marks every generated check whose window ended by `now` without completion as overdue (the
 * dashboard counts them). Only the run that changes a check's status sees it, so each goes
 * overdue once. With the company's overdue alerts on, each opens a medium compliance action
 * linked to the check and its location's branch managers are told, in the same transaction.
 */
export async function markOverdueChecks(em: EntityManager, services: AppServices, now: Date): Promise<number> {
  const actions: CorrectiveAction[] = [];
  const late = await em.transactional(async (tx) => {
    const { rows } = await sql<LateCheck>`
      with late as (
        update compliance_check set status = 'overdue'
        where status in ('pending', 'in_progress', 'scheduled') and overdue_after <= ${now}::timestamptz
        returning id, company_id, location_id, template_id, overdue_after),
      audited as (
        insert into audit_event (company_id, actor_id, entity, entity_id, action, after)
        select company_id, null, 'compliance_check', id::text, 'overdue', json_build_object('status', 'overdue', 'overdueAfter', overdue_after) from late)
      select late.id, late.company_id, late.location_id, coalesce(t.name, 'Compliance Check') as name, l.name as location_name
      from late join location l on l.id = late.location_id left join compliance_check_template t on t.id = late.template_id`.execute(tx.getKysely());
    for (const check of rows) {
      if (!(await settingsOf(tx, check.company_id)).notifications.overdueAlerts) continue;
      const action = await openAutomaticAction(tx, {
        companyId: check.company_id,
        locationId: check.location_id,
        type: 'compliance_issue',
        complianceCheckId: check.id,
        checkItem: null,
        description: `Overdue: "${check.name}" at ${check.location_name} was not completed in time`,
        severity: 'medium',
      });
      if (!action) continue;
      await notify(tx, services, action, await alertRecipients(tx, action, check.location_id, null), 'alert');
      actions.push(action);
    }
    return rows.length;
  });
  for (const action of actions) publishActionChange(services.events, 'opened', toCorrectiveActionView(action));
  return late;
}
