import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { doorWasOpenAt } from '../sensor-networks/door-state.js';
import { settingsOf } from '../settings/settings.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { EXCURSION_REVIEW_TASK, type ExcursionReviewPayload, excursionDueKey } from '../temperature/excursion-review.js';
import { alertDelayOf, alertDueAt } from '../temperature/excursion-rule/alert-delay.js';
import { excursionFacts, excursionSeverity } from '../temperature/excursion-rule/severity.js';
import { DOOR_OPEN_NOTE, describeExcursion } from './alert-wording.js';
import { excursionReadings } from './excursion-readings.js';
import { notify } from './notifications.service.js';
import { alertRecipients } from './recipients.js';

/**
 * The reading write enqueues this when a unit's excursion starts (or a person's probe confirms
 * one). A person's reading is acted on at once; a sensor's only once the unit is still out of
 * range after its alert delay (defrost cycles: FOOD-SAFETY.md), so until then the review puts
 * itself off to that moment. Back in range before then, the unit's excursion is over and the
 * review finds nothing to do. One excursion opens one action (openAutomaticAction).
 */
export async function reviewExcursion(context: JobContext, payload: ExcursionReviewPayload): Promise<void> {
  const { em } = context;
  const startedAt = new Date(payload.startedAt);
  const unit = await em.findOne(Equipment, payload.equipmentId, { populate: ['location'] });
  if (!unit?.isActive || unit.excursionStartedAt?.getTime() !== startedAt.getTime()) return;
  const settings = await settingsOf(em, unit.company.id);
  if (!settings.notifications.temperatureAlerts) return;
  const readings = await excursionReadings(em, unit, startedAt);
  if (!readings.length) return;
  const delayMinutes = await alertDelayOf(unit.alertDelayMinutes, () => settings.presets.find((p) => p.type === unit.type)!);
  const due = alertDueAt(startedAt, readings, delayMinutes);
  const now = new Date();
  if (due && now < due) {
    await enqueue(em, EXCURSION_REVIEW_TASK, payload, { runAt: due, jobKey: excursionDueKey(payload), onTime: true });
    return;
  }
  const facts = excursionFacts(unit, readings, startedAt, now);
  const reporter = readings.findLast((r) => r.isManual)?.user?.id ?? null;
  const opened = await em.transactional(async (tx) => {
    const action = await openAutomaticAction(tx, {
      companyId: unit.company.id,
      locationId: unit.location.id,
      equipmentId: unit.id,
      type: 'temperature_alert',
      description: describeExcursion(facts) + ((await doorWasOpenAt(tx, unit.id, startedAt)) ? DOOR_OPEN_NOTE : ''),
      severity: excursionSeverity(facts),
      excursionStartedAt: startedAt,
    });
    if (action) await notify(tx, context.services, action, await alertRecipients(tx, action, unit.location.id, reporter), 'alert');
    return action;
  });
  if (opened) publishActionChange(context.services.events, 'opened', toCorrectiveActionView(opened));
}
