import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import { settingsOf } from '../settings/settings.service.js';
import { bandOf, outOfRange } from '../temperature/excursion-rule/out-of-range.js';
import { recordReadings } from '../temperature/readings.service.js';
import { TemperatureReading } from '../temperature/temperature-reading.entity.js';
import { type TemperatureScale, toCelsius } from '../temperature/temperature-scale.js';
import { canOverrideVerification } from '../tenancy/roles.js';
import type { CorrectiveAction } from './corrective-action.entity.js';

/**
 * Issue 30: how a temperature action's fix is shown to have worked. unit: a reading of its unit within
 * the unit's band; process: a probe reading of its food process's batch at or above the reheating
 * target (the action tells staff to reheat it, or discard it); override: nothing to read, so only a
 * manager's override.
 */
export interface VerificationRule {
  kind: 'unit' | 'process' | 'override';
  /** °C; null where there is nothing to read. */
  min: number | null;
  /** °C; null for a process: its target is a minimum. */
  max: number | null;
  /** A critical action is not resolved without a verification; others may be given one. */
  required: boolean;
}

/** A verification as a resolution gives it: a unit's reading named, a temperature taken now, or a manager's override. */
export interface VerificationInput {
  readingId?: number | null;
  temperature?: number | null;
  unit?: TemperatureScale | null;
  overrideReason?: string | null;
}

/** What the action keeps of it. */
export interface Verification {
  reading: TemperatureReading | null;
  temperature: number | null;
  overrideReason: string | null;
}

/** The hottest a food probe reads (the food-processes module's limit): anything above is a typing slip. */
const FOOD_PROBE_MAX_C = 300;

const NEEDED = "A critical temperature action needs a verification reading in range, or a manager's override with a reason";

/** The rule for one action (its equipment loaded); null for actions that are not about temperatures. */
export async function verificationRule(em: EntityManager, action: CorrectiveAction): Promise<VerificationRule | null> {
  if (action.type !== 'temperature_alert') return null;
  const required = action.severity === 'critical';
  if (await opensFoodProcess(em, action.id)) {
    const { processRules } = await settingsOf(em, action.company.id);
    return { kind: 'process', min: processRules.find((rule) => rule.kind === 'reheating')!.stages[0].targetC, max: null, required };
  }
  if (action.equipment) return { kind: 'unit', ...bandOf(action.equipment), required };
  return { kind: 'override', min: null, max: null, required };
}

/**
 * Checks the verification a resolution gives against the action's rule, and returns what the action
 * keeps. A temperature taken of a unit is recorded as that unit's manual reading (append-only,
 * attributed, audited, published) before the action is resolved: it is a real reading whatever follows.
 */
export async function verify(
  em: EntityManager,
  viewer: Viewer,
  events: LiveEvents,
  action: CorrectiveAction,
  given: VerificationInput | null | undefined,
): Promise<Verification | null> {
  const rule = await verificationRule(em, action);
  const reads = given?.readingId != null || given?.temperature != null;
  const overrides = given?.overrideReason != null;
  if (!rule) {
    if (reads || overrides) throw new InvalidInput('Only temperature actions take a verification');
    return null;
  }
  if (!reads && !overrides) {
    if (rule.required) throw new InvalidInput(NEEDED);
    return null;
  }
  if (reads && overrides) throw new InvalidInput("Give a verification reading or a manager's override, not both");
  if (overrides) return override(viewer, given!.overrideReason!);
  if (given!.readingId != null && given!.temperature != null) throw new InvalidInput('Name a verification reading or record one, not both');
  if (rule.kind === 'override')
    throw new InvalidInput("This action names no unit or food process to take a reading of: it needs a manager's override with a reason");
  if (rule.kind === 'process') return processReading(rule, given!);
  return unitReading(em, viewer, events, action, rule, given!);
}

function override(viewer: Viewer, reason: string): Verification {
  if (!canOverrideVerification(viewer)) throw new Forbidden("Only a manager can override an action's verification");
  if (!reason.trim()) throw new InvalidInput('Please give the reason for the override');
  return { reading: null, temperature: null, overrideReason: reason.trim() };
}

/** The food was reheated: a probe reading of it, at or above the reheating target. */
function processReading(rule: VerificationRule, given: VerificationInput): Verification {
  if (given.temperature == null) throw new InvalidInput('A food process action is verified by a probe reading of the food: record one, not a unit’s reading');
  const celsius = toCelsius(given.temperature, given.unit);
  if (celsius > FOOD_PROBE_MAX_C)
    throw new InvalidInput(`${degrees(celsius)} °C is not a reading a food probe can give: expected at most ${FOOD_PROBE_MAX_C} °C`);
  if (celsius < rule.min!) throw new InvalidInput(`The verification reading ${degrees(celsius)} °C is below the reheating target (${degrees(rule.min!)} °C)`);
  return { reading: null, temperature: celsius, overrideReason: null };
}

/** A reading of the action's unit, taken after it opened and within the unit's band: named, or taken now. */
async function unitReading(
  em: EntityManager,
  viewer: Viewer,
  events: LiveEvents,
  action: CorrectiveAction,
  rule: VerificationRule,
  given: VerificationInput,
): Promise<Verification> {
  const unit = action.equipment!;
  if (given.readingId != null) {
    const reading = await em.findOne(TemperatureReading, { id: given.readingId, equipment: { location: { $in: viewer.locationIds } } });
    if (!reading) throw new NotFound('Reading');
    if (reading.equipment.id !== unit.id) throw new InvalidInput(`The verification reading must be of ${unit.name}`);
    if (reading.recordedAt < action.createdAt) throw new InvalidInput('The verification reading must be taken after the action opened');
    assertInBand(reading.temperature, rule);
    return { reading, temperature: reading.temperature, overrideReason: null };
  }
  assertInBand(toCelsius(given.temperature!, given.unit), rule);
  const [recorded] = await recordReadings(em, viewer, events, [{ equipmentId: unit.id, temperature: given.temperature!, unit: given.unit, isManual: true }]);
  return { reading: await em.findOneOrFail(TemperatureReading, recorded.id), temperature: recorded.temperature, overrideReason: null };
}

function assertInBand(celsius: number, rule: VerificationRule): void {
  if (outOfRange(celsius, { min: rule.min!, max: rule.max! })) {
    throw new InvalidInput(`The verification reading ${degrees(celsius)} °C is outside the unit's range (${degrees(rule.min!)}–${degrees(rule.max!)} °C)`);
  }
}

const degrees = (celsius: number) => String(Number(celsius.toFixed(2)));

/** A missed food-process stage opens its action; the process names it (food_process.corrective_action_id). */
async function opensFoodProcess(em: EntityManager, actionId: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (select 1 from food_process where corrective_action_id = ${actionId}) found`.execute(
    em.getKysely(),
  );
  return rows[0].found;
}
