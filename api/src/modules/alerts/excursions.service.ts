import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { EXCURSION_REVIEW_TASK, type ExcursionReviewPayload } from '../temperature/excursion-review.js';
import { targetBounds } from '../temperature/excursion-rule/out-of-range.js';
import type { TemperatureReading } from '../temperature/temperature-reading.entity.js';
import { excursionReadings } from './excursion-readings.js';
import { notify } from './notifications.service.js';
import { firstAlertRecipients } from './recipients.js';
import { describeExcursion, type ExcursionFacts, excursionSeverity } from './severity.js';

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
  const delayMinutes = unit.alertDelayMinutes ?? settings.presets.find((p) => p.type === unit.type)!.alertDelayMinutes;
  const due = new Date(startedAt.getTime() + delayMinutes * 60_000);
  const now = new Date();
  if (!readings.some((r) => r.isManual) && now < due) {
    await enqueue(em, EXCURSION_REVIEW_TASK, payload, { runAt: due, jobKey: `excursion-due:${unit.id}:${payload.startedAt}` });
    return;
  }
  const facts = factsOf(unit, readings, Math.floor((now.getTime() - startedAt.getTime()) / 60_000));
  const reporter = readings.findLast((r) => r.isManual)?.user?.id ?? null;
  const opened = await em.transactional(async (tx) => {
    const action = await openAutomaticAction(tx, {
      companyId: unit.company.id,
      locationId: unit.location.id,
      equipmentId: unit.id,
      type: 'temperature_alert',
      description: describeExcursion(facts),
      severity: excursionSeverity(facts),
      excursionStartedAt: startedAt,
    });
    if (action) await notify(tx, context.services.mailer.channel, action, await firstAlertRecipients(tx, unit.company.id, unit.location.id, reporter), 'alert');
    return action;
  });
  if (opened) publishActionChange(context.services.events, 'opened', toCorrectiveActionView(opened));
}

function factsOf(unit: Equipment, readings: TemperatureReading[], minutes: number): ExcursionFacts {
  const bounds = targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp);
  const distance = (t: number) => Math.max(t - bounds.max, bounds.min - t);
  const worst = readings.reduce((w, r) => (distance(r.temperature) > distance(w) ? r.temperature : w), readings[0].temperature);
  return { unitName: unit.name, type: unit.type, bounds, latest: readings.at(-1)!.temperature, worst, minutes };
}
