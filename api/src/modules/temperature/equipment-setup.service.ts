import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { presetFor } from '../settings/settings.service.js';
import { canManageEquipment } from '../tenancy/roles.js';
import { deviceEuiSetting } from './device-eui.js';
import { DEFAULT_DOOR_ALERT_MINUTES, Equipment } from './equipment.entity.js';
import { toEquipmentView } from './equipment.service.js';
import type { CreateEquipmentInput, UpdateEquipmentInput } from './equipment-setup.types.js';
import type { EquipmentType } from './temperature.types.js';

const FORBIDDEN = 'Only administrators can add, change or retire equipment';

/** A new unit at a location within reach; targets left out come from the company's preset for its type. */
export async function createEquipment(em: EntityManager, viewer: Viewer, input: CreateEquipmentInput): Promise<EquipmentType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  if (!canManageEquipment(viewer)) throw new Forbidden(FORBIDDEN);
  const preset = await presetFor(em, location.company.id, input.type);
  const targetMinTemp = input.targetMinTemp ?? preset.minTemp;
  const targetMaxTemp = input.targetMaxTemp ?? preset.maxTemp;
  assertBand(targetMinTemp, targetMaxTemp);
  const unit = em.create(Equipment, {
    company: location.company,
    location,
    name: input.name.trim(),
    type: input.type,
    targetMinTemp,
    targetMaxTemp,
    alertDelayMinutes: input.alertDelayMinutes ?? null,
    readingIntervalMinutes: input.readingIntervalMinutes ?? null,
    deviceEui: await freeDeviceEui(em, location.company.id, input.deviceEui ?? null, null),
    doorAlertMinutes: input.doorAlertMinutes ?? DEFAULT_DOOR_ALERT_MINUTES,
  });
  await em.flush();
  recordAudit(em, viewer, { companyId: location.company.id, entity: 'equipment', entityId: unit.id, action: 'create', after: settingsOf(unit) });
  await em.flush();
  return toEquipmentView(unit);
}

/**
 * Changes a unit in service. Left out = kept; a null target returns it to the preset's band, a null
 * delay or interval to following the preset. The location never changes: readings stay where they were taken.
 */
export async function updateEquipment(em: EntityManager, viewer: Viewer, id: number, input: UpdateEquipmentInput): Promise<EquipmentType> {
  const unit = await findManagedUnit(em, viewer, id);
  const before = settingsOf(unit);
  if (input.name) unit.name = input.name.trim();
  if (input.type) unit.type = input.type;
  if (input.targetMinTemp !== undefined || input.targetMaxTemp !== undefined) {
    const preset = await presetFor(em, unit.company.id, unit.type as EquipmentKind);
    if (input.targetMinTemp !== undefined) unit.targetMinTemp = input.targetMinTemp ?? preset.minTemp;
    if (input.targetMaxTemp !== undefined) unit.targetMaxTemp = input.targetMaxTemp ?? preset.maxTemp;
  }
  if (input.alertDelayMinutes !== undefined) unit.alertDelayMinutes = input.alertDelayMinutes;
  if (input.readingIntervalMinutes !== undefined) unit.readingIntervalMinutes = input.readingIntervalMinutes;
  if (input.deviceEui !== undefined) unit.deviceEui = await freeDeviceEui(em, unit.company.id, input.deviceEui, unit.id);
  if (input.doorAlertMinutes !== undefined) unit.doorAlertMinutes = input.doorAlertMinutes ?? DEFAULT_DOOR_ALERT_MINUTES;
  assertBand(unit.targetMinTemp, unit.targetMaxTemp);
  recordAudit(em, viewer, { companyId: unit.company.id, entity: 'equipment', entityId: unit.id, action: 'update', before, after: settingsOf(unit) });
  await em.flush();
  return toEquipmentView(unit);
}

/** Takes a unit out of service: nothing is deleted and its readings stay, but it leaves every live screen. */
export async function retireEquipment(em: EntityManager, viewer: Viewer, id: number): Promise<EquipmentType> {
  const unit = await findManagedUnit(em, viewer, id);
  const before = settingsOf(unit);
  unit.isActive = false;
  // A retired unit hands its sensor back: the device can measure its replacement.
  unit.deviceEui = null;
  recordAudit(em, viewer, { companyId: unit.company.id, entity: 'equipment', entityId: unit.id, action: 'retire', before, after: settingsOf(unit) });
  await em.flush();
  return toEquipmentView(unit);
}

/** A unit in service at a location within reach (anything else is not found), for a viewer who manages equipment. */
async function findManagedUnit(em: EntityManager, viewer: Viewer, id: number): Promise<Equipment> {
  const unit = await em.findOne(Equipment, { id, location: { $in: viewer.locationIds } }, { populate: ['location'] });
  if (!unit) throw new NotFound('Equipment');
  if (!canManageEquipment(viewer)) throw new Forbidden(FORBIDDEN);
  if (!unit.isActive) throw new InvalidInput('This equipment is retired and can no longer be changed');
  return unit;
}

/** The normalised DevEUI (or null), refused when another unit of the company already names it. */
async function freeDeviceEui(em: EntityManager, companyId: number, value: string | null, unitId: number | null): Promise<string | null> {
  const eui = deviceEuiSetting(value);
  if (eui === null) return null;
  const other = await em.findOne(Equipment, { company: companyId, deviceEui: eui, ...(unitId === null ? {} : { id: { $ne: unitId } }) });
  if (other) throw new InvalidInput(`Device EUI ${eui} is already used by ${other.name}`);
  return eui;
}

function assertBand(min: number | null | undefined, max: number | null | undefined): void {
  if (min !== null && min !== undefined && max !== null && max !== undefined && min >= max) {
    throw new InvalidInput('Target minimum must be below the target maximum');
  }
}

/** What the audit trail records of a unit. */
function settingsOf(unit: Equipment) {
  return {
    locationId: unit.location.id,
    name: unit.name,
    type: unit.type,
    targetMinTemp: unit.targetMinTemp ?? null,
    targetMaxTemp: unit.targetMaxTemp ?? null,
    alertDelayMinutes: unit.alertDelayMinutes ?? null,
    readingIntervalMinutes: unit.readingIntervalMinutes ?? null,
    deviceEui: unit.deviceEui ?? null,
    doorAlertMinutes: unit.doorAlertMinutes,
    isActive: unit.isActive,
  };
}
