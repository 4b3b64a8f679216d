import type { JobContext } from '../../job-context.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { type AutomaticAction, openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { notify } from './notifications.service.js';
import { alertRecipients } from './recipients.js';

/**
 * Opens a unit-level automatic action with its first alert in one transaction (nothing when the
 * unique indexes say it is already open) and publishes it after commit. The recipients are the
 * action's location's first-alert people, with no reporter.
 */
export async function raiseAutomaticAlert(context: JobContext, alert: AutomaticAction & { locationId: number }): Promise<void> {
  const opened = await context.em.fork().transactional(async (tx) => {
    const action = await openAutomaticAction(tx, alert);
    if (action) await notify(tx, context.services, action, await alertRecipients(tx, action, alert.locationId, null), 'alert');
    return action;
  });
  if (opened) publishActionChange(context.services.events, 'opened', toCorrectiveActionView(opened));
}
