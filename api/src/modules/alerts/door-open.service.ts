import type { JobContext } from '../../job-context.js';
import type { DoorOpenPayload } from '../sensor-networks/door-events.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { minutesText } from './alert-wording.js';
import { raiseAutomaticAlert } from './raise-alert.js';

/**
 * Booked by a door opening for when the unit's door-alert minutes are up. Still open since then,
 * one "door open" action per opening (the unique index decides, however often the job runs);
 * closed in time, or opened again since, there is nothing to do.
 */
export async function reviewDoorOpen(context: JobContext, payload: DoorOpenPayload): Promise<void> {
  const { em } = context;
  const since = new Date(payload.since);
  const unit = await em.findOne(Equipment, payload.equipmentId, { populate: ['location'] });
  if (!unit?.isActive || unit.doorOpenSince?.getTime() !== since.getTime()) return;
  if (!(await settingsOf(em, unit.company.id)).notifications.temperatureAlerts) return;
  const minutes = Math.max(unit.doorAlertMinutes, Math.floor((Date.now() - since.getTime()) / 60_000));
  await raiseAutomaticAlert(context, {
    companyId: unit.company.id,
    locationId: unit.location.id,
    equipmentId: unit.id,
    type: 'temperature_alert',
    description: `Door open: ${unit.name}'s door has been open for ${minutesText(minutes)} (alert after ${minutesText(unit.doorAlertMinutes)}); close it and check the temperature`,
    severity: 'high',
    doorOpenSince: since,
  });
}
