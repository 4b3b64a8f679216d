import type { JobContext } from '../../job-context.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { LOW_BATTERY_PERCENT, type LowBatteryPayload } from '../temperature/gateway-telemetry.js';
import { notify } from './notifications.service.js';
import { alertRecipients } from './recipients.js';

/**
 * A sensor whose battery runs low will soon go silent: one "low battery" action per episode,
 * named by its first low reading, so the unique index keeps a retried or repeated job from
 * opening a second. Nothing is opened once a good battery ended the episode, for a retired
 * unit, or while the company's temperature alerts are off.
 */
export async function reviewLowBattery(context: JobContext, payload: LowBatteryPayload): Promise<void> {
  const { em } = context;
  const since = new Date(payload.since);
  const unit = await em.findOne(Equipment, payload.equipmentId, { populate: ['location'] });
  if (!unit?.isActive || unit.lowBatterySince?.getTime() !== since.getTime()) return;
  if (!(await settingsOf(em, unit.company.id)).notifications.temperatureAlerts) return;
  const opened = await em.transactional(async (tx) => {
    const action = await openAutomaticAction(tx, {
      companyId: unit.company.id,
      locationId: unit.location.id,
      equipmentId: unit.id,
      type: 'equipment_failure',
      description: `Low battery: ${unit.name}'s sensor reports ${payload.batteryPercent} % (below ${LOW_BATTERY_PERCENT} %); replace it before the sensor stops reporting`,
      severity: 'medium',
      lowBatterySince: since,
    });
    if (action) await notify(tx, context.services, action, await alertRecipients(tx, action, unit.location.id, null), 'alert');
    return action;
  });
  if (opened) publishActionChange(context.services.events, 'opened', toCorrectiveActionView(opened));
}
