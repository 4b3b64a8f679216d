import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../errors.js';
import type { AppServices } from '../../services.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { publishActionChange } from '../corrective-actions/action-events.js';
import { toCorrectiveActionView } from '../corrective-actions/corrective-actions.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { type TemperatureScale, toCelsius } from '../temperature/temperature-scale.js';
import { User } from '../tenancy/user.entity.js';
import { photoEvidenceFor } from '../uploads/photo-evidence.js';
import { implausibleCooling } from './cooling-rate.js';
import { FoodProcess } from './food-process.entity.js';
import { toFoodProcessView } from './food-process-view.js';
import type { FoodProcessType, RecordProcessTemperatureInput, StartFoodProcessInput } from './food-processes.types.js';
import { bookStageJobs } from './process-deadlines.js';
import { sealIfOver } from './process-outcome.js';
import { PROCESS_STATES, type ProcessState } from './process-state.js';
import { FoodProcessTemperature } from './process-temperature.entity.js';

/** A log may be started a little after the food came off the heat, never later than this, never ahead. */
const LATEST_BACKDATE_MINUTES = 120;
/** A probe in hot or cooling food: anything outside is a typing or probe fault (temperature module's HOT range). */
const PLAUSIBLE_C: readonly [number, number] = [-10, 300];
const LIST_LIMIT = 100;
export const PROCESS_FILTERS = ['open', 'finished', ...PROCESS_STATES] as const;

export async function startFoodProcess(em: EntityManager, services: AppServices, viewer: Viewer, input: StartFoodProcessInput): Promise<FoodProcessType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  const equipment = input.equipmentId ? await em.findOne(Equipment, { id: input.equipmentId, location, isActive: true }) : null;
  if (input.equipmentId && !equipment) throw new NotFound('Equipment');
  const now = Date.now();
  const startedAt = input.startedAt ?? new Date(now);
  if (startedAt.getTime() > now + 60_000) throw new InvalidInput('A process cannot start in the future');
  if (startedAt.getTime() < now - LATEST_BACKDATE_MINUTES * 60_000) throw new InvalidInput('Start the log within 2 hours of the process beginning');
  const rule = (await settingsOf(em, location.company.id)).processRules.find((r) => r.kind === input.kind)!;
  const process = await em.transactional(async (tx) => {
    const created = tx.create(FoodProcess, {
      company: location.company,
      location,
      equipment,
      startedBy: tx.getReference(User, viewer.userId),
      kind: input.kind,
      foodItem: input.foodItem.trim(),
      quantity: input.quantity.trim(),
      stages: rule.stages,
      startedAt,
    });
    await tx.flush();
    const after = {
      kind: created.kind,
      foodItem: created.foodItem,
      quantity: created.quantity,
      equipmentId: equipment?.id ?? null,
      startedAt,
      stages: rule.stages,
    };
    recordAudit(tx, viewer, { companyId: location.company.id, entity: 'food_process', entityId: created.id, action: 'start', after });
    await bookStageJobs(tx, created, services.foodProcessTimings.reminderLeadSeconds);
    await tx.flush();
    return created;
  });
  await em.populate(process, ['startedBy']);
  return toFoodProcessView(process, location, [], await dateFormatOf(em, location.company.id));
}

/**
 * Appends a probe reading. The reading that completes the last stage seals the record; one that
 * comes too late for its stage seals it as missed and opens the action. A finished process takes no more.
 */
export async function recordProcessTemperature(
  em: EntityManager,
  services: AppServices,
  viewer: Viewer,
  input: RecordProcessTemperatureInput,
): Promise<FoodProcessType> {
  const temperature = probeCelsius(input.temperature, input.unit);
  const found = await reachableProcess(em, viewer, input.processId);
  const { process, temperatures, opened } = await em.transactional(async (tx) => {
    const locked = await tx.findOneOrFail(FoodProcess, found.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (locked.finishedAt) throw new InvalidInput('This process is finished: its record is sealed. Start a new log for the batch.');
    const photos = await photoEvidenceFor(tx, viewer, input.photoIds);
    // Kept as the person confirmed it, with the reason it is flagged (the web asked first: processReadingConcern).
    const implausibleReason = implausibleCooling(locked.kind, probeReadings(await temperaturesOf(tx, locked)), temperature, new Date());
    const entry = tx.create(FoodProcessTemperature, {
      company: locked.company,
      process: locked,
      user: tx.getReference(User, viewer.userId),
      temperature,
      photoEvidence: photos.length ? photos : null,
      implausibleReason,
    });
    await tx.flush();
    recordAudit(tx, viewer, {
      companyId: locked.company.id,
      entity: 'food_process_temperature',
      entityId: entry.id,
      action: 'record',
      after: { processId: locked.id, temperature, photoIds: photos.map((photo) => photo.uploadId), implausibleReason },
    });
    const all = await temperaturesOf(tx, locked);
    const action = await sealIfOver(tx, services, locked, all, new Date());
    await tx.flush();
    return { process: locked, temperatures: all, opened: action };
  });
  if (opened) publishActionChange(services.events, 'opened', toCorrectiveActionView(opened));
  await em.populate(process, ['startedBy', 'equipment', 'location', 'correctiveAction']);
  return toFoodProcessView(process, process.location, temperatures, await dateFormatOf(em, process.company.id));
}

/**
 * Why this reading, recorded now, would be flagged as faster than food can cool (cooling-rate.ts),
 * so the person confirms it before sending; null when it would not be.
 */
export async function processReadingConcern(em: EntityManager, viewer: Viewer, processId: number, typed: number, unit?: string | null) {
  if (unit && unit !== 'C' && unit !== 'F') throw new InvalidInput('unit must be C or F');
  const temperature = probeCelsius(typed, unit as TemperatureScale | null | undefined);
  const process = await reachableProcess(em, viewer, processId);
  return implausibleCooling(process.kind, probeReadings(await temperaturesOf(em, process)), temperature, new Date());
}

/** The reading in °C, refused when no food probe can give it. */
function probeCelsius(typed: number, unit?: TemperatureScale | null): number {
  const temperature = toCelsius(typed, unit);
  if (temperature < PLAUSIBLE_C[0] || temperature > PLAUSIBLE_C[1]) {
    throw new InvalidInput(`${temperature} °C is not a reading a food probe can give: expected ${PLAUSIBLE_C[0]} to ${PLAUSIBLE_C[1]} °C`);
  }
  return temperature;
}

const probeReadings = (entries: FoodProcessTemperature[]) => entries.map((e) => ({ temperature: Number(e.temperature), recordedAt: e.recordedAt }));

/** The location's processes, newest first: open (unfinished), finished, or in one state. */
export async function foodProcesses(em: EntityManager, viewer: Viewer, locationId: number, state?: string | null): Promise<FoodProcessType[]> {
  if (state && !(PROCESS_FILTERS as readonly string[]).includes(state)) throw new InvalidInput(`state must be one of ${PROCESS_FILTERS.join(', ')}`);
  const location = await findReachableLocation(em, viewer, locationId);
  const finished = state === 'open' ? { finishedAt: null } : state === 'finished' ? { finishedAt: { $ne: null } } : {};
  const rows = await em.find(
    FoodProcess,
    { location, ...finished },
    { populate: ['startedBy', 'equipment', 'correctiveAction'], orderBy: { startedAt: 'desc', id: 'desc' }, limit: LIST_LIMIT },
  );
  const entries = await em.find(FoodProcessTemperature, { process: { $in: rows } }, { populate: ['user'], orderBy: { recordedAt: 'asc', id: 'asc' } });
  const now = new Date();
  const dateFormat = await dateFormatOf(em, location.company.id);
  const views = rows.map((row) =>
    toFoodProcessView(
      row,
      location,
      entries.filter((e) => e.process.id === row.id),
      dateFormat,
      now,
    ),
  );
  return (PROCESS_STATES as readonly string[]).includes(state ?? '') ? views.filter((v) => v.state === (state as ProcessState)) : views;
}

const dateFormatOf = async (em: EntityManager, companyId: number) => (await settingsOf(em, companyId)).general.dateFormat;

async function reachableProcess(em: EntityManager, viewer: Viewer, id: number): Promise<FoodProcess> {
  const process = await em.findOne(FoodProcess, { id, ...companyScope(viewer) });
  if (!process || !canReachLocation(viewer, process.location.id)) throw new NotFound('Food process');
  return process;
}

export function temperaturesOf(em: EntityManager, process: FoodProcess): Promise<FoodProcessTemperature[]> {
  return em.find(FoodProcessTemperature, { process }, { populate: ['user'], orderBy: { recordedAt: 'asc', id: 'asc' } });
}
