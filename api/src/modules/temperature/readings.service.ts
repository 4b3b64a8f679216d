import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { numberOrNull } from '../../database/columns.js';
import { InvalidInput, NotFound } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { photoEvidenceFor } from '../uploads/photo-evidence.js';
import { type EquipmentFields, toEquipmentView } from './equipment.service.js';
import { withStatus } from './excursion-rule/out-of-range.js';
import { excursionRuns } from './excursion-rule/start-and-end.js';
import { assertPlausible } from './plausible-temperatures.js';
import { publishReading } from './reading-events.js';
import { assertNoManualClaim, isManualReading } from './reading-source.js';
import { assertSubmissions } from './reading-submissions.js';
import { findReading, type LatestReading, type ReadingRow, storedReadings, type UnitRow, unitsWithin, writeReadings } from './readings.sql.js';
import type { CorrectReadingInput, EquipmentType, ReadingType, RecordReadingInput } from './temperature.types.js';
import { toCelsius } from './temperature-scale.js';

export const MAX_BATCH = 1000;

interface Submission extends RecordReadingInput {
  correctsId?: number;
  correctionReason?: string;
}

/**
 * Stores readings all-or-nothing and publishes them after commit. A reading whose clientId
 * is already stored (a retry after a lost response) returns the stored record instead.
 * The hot path is two statements: the units in reach, then one statement that stores, moves
 * the units' latest readings and excursions, audits, and enqueues an excursion review only when
 * a reading starts an excursion (see writeReadings).
 */
export async function recordReadings(em: EntityManager, viewer: Viewer, events: LiveEvents, submissions: Submission[]): Promise<ReadingType[]> {
  return (await storeReadings(em, viewer, events, submissions)).readings;
}

/** The readings, in input order, and the clientIds this call stored (the others were stored earlier under theirs). */
export interface StoredReadings {
  readings: ReadingType[];
  storedNow: Set<string>;
}

/** recordReadings, telling the readings this call stored from the retries it answered with the stored record. */
export async function storeReadings(em: EntityManager, viewer: Viewer, events: LiveEvents, submissions: Submission[]): Promise<StoredReadings> {
  if (submissions.length === 0) return { readings: [], storedNow: new Set() };
  if (submissions.length > MAX_BATCH) throw new InvalidInput(`At most ${MAX_BATCH} readings per request`);
  const receivedAt = new Date();
  assertSubmissions(submissions, receivedAt);
  assertNoManualClaim(viewer, submissions);
  const units = await reachableUnits(em, viewer, submissions);
  const photos = await photosOf(em, viewer, submissions);
  const rows = submissions.map((s, i) => ({ ...toRow(s, units.get(s.equipmentId)!, viewer, receivedAt), photoEvidence: photos[i] }));
  for (const row of rows) assertPlausible(units.get(row.equipmentId)!, row.temperature);
  const { fresh, earlier, foreignClientId, moved } = await writeReadings(em, viewer, rows, excursionRuns(rows, units));
  if (foreignClientId) throw new InvalidInput('clientId is already used by another reading');
  const byClientId = new Map([...fresh, ...earlier].map((r) => [r.clientId!, r]));
  // Only a clientId stored concurrently by another request is neither fresh nor earlier. Should that concurrent row lie outside the viewer's reach, this fails after the other rows were stored.
  const missing = [...new Set(rows.map((row) => row.clientId).filter((id) => !byClientId.has(id)))];
  for (const [clientId, reading] of await storedReadings(em, viewer, [...new Set(rows.map((row) => row.companyId))], missing))
    byClientId.set(clientId, reading);
  await publish(em, events, fresh, units, moved);
  const after = unitsAfterWrite(units, moved);
  // Each reading carries its unit as it now stands, so a client cache updates that unit's cards from the answer.
  const readings = rows.map((row) => {
    const reading = withStatus(byClientId.get(row.clientId)!, units.get(row.equipmentId)!);
    return { ...reading, equipment: after.get(reading.equipmentId) };
  });
  return { readings, storedNow: new Set(fresh.map((reading) => reading.clientId!)) };
}

/** A correction is a new reading pointing at the original, with who (the viewer), when and why. */
export async function correctReading(em: EntityManager, viewer: Viewer, events: LiveEvents, input: CorrectReadingInput): Promise<ReadingType> {
  const original = await findReading(em, viewer, input.readingId);
  if (!original) throw new NotFound('Reading');
  const [correction] = await recordReadings(em, viewer, events, [
    {
      equipmentId: original.equipmentId,
      temperature: input.temperature,
      recordedAt: original.recordedAt,
      correctsId: original.id,
      correctionReason: input.reason.trim(),
    },
  ]);
  return correction;
}

/** A unit as recordReadings uses it: what a card shows, plus its company. */
type Unit = EquipmentFields & { companyId: number };

/** Equipment by id within the viewer's locations; one unreachable id fails the whole batch as not found. */
async function reachableUnits(em: EntityManager, viewer: Viewer, submissions: Submission[]): Promise<Map<number, Unit>> {
  const ids = [...new Set(submissions.map((s) => s.equipmentId))];
  const found = (await unitsWithin(em, ids, viewer.locationIds)).map(toUnit);
  if (found.length !== ids.length) throw new NotFound('Equipment');
  if (found.some((e) => !e.isActive)) throw new InvalidInput('Readings cannot be recorded for inactive equipment');
  return new Map(found.map((e) => [e.id, e]));
}

function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    companyId: row.company_id,
    company: { id: row.company_id },
    location: { id: row.location_id, name: row.location_name },
    name: row.name,
    type: row.type as EquipmentKind,
    isActive: row.is_active,
    targetMinTemp: numberOrNull(row.target_min_temp),
    targetMaxTemp: numberOrNull(row.target_max_temp),
    alertDelayMinutes: row.alert_delay_minutes,
    readingIntervalMinutes: row.reading_interval_minutes,
    lastTemperature: numberOrNull(row.last_temperature),
    lastRecordedAt: row.last_recorded_at === null ? null : new Date(row.last_recorded_at),
  };
}

/** Each submission's photos as the row keeps them (JSON text), each within the viewer's company; null without photos. */
async function photosOf(em: EntityManager, viewer: Viewer, submissions: Submission[]): Promise<(string | null)[]> {
  const rows: (string | null)[] = [];
  for (const s of submissions) {
    const photos = s.photoIds?.length ? await photoEvidenceFor(em, viewer, s.photoIds) : [];
    rows.push(photos.length ? JSON.stringify(photos) : null);
  }
  return rows;
}

function toRow(submission: Submission, unit: Unit, viewer: Viewer, receivedAt: Date): Omit<ReadingRow, 'photoEvidence'> {
  return {
    companyId: unit.companyId,
    equipmentId: unit.id,
    locationId: unit.location.id,
    // A gateway's reading names its key, not a person: the key's creator did not take it.
    userId: viewer.apiKeyId === undefined ? viewer.userId : null,
    apiKeyId: viewer.apiKeyId ?? null,
    temperature: toCelsius(submission.temperature, submission.unit),
    // Who sends decides, not the submission's isManual (reading-source.ts).
    isManual: isManualReading(viewer),
    recordedAt: submission.recordedAt ?? receivedAt,
    receivedAt,
    clientId: submission.clientId?.toLowerCase() ?? randomUUID(),
    correctsId: submission.correctsId ?? null,
    correctionReason: submission.correctionReason ?? null,
    batteryPercent: submission.batteryPercent ?? null,
    signalStrength: submission.signalStrength ?? null,
  };
}

/** Every unit of the batch as a card shows it after the write: the ones it moved carry their new latest reading. */
function unitsAfterWrite(units: Map<number, Unit>, moved: Map<number, LatestReading>): Map<number, EquipmentType> {
  const views = new Map<number, EquipmentType>();
  for (const [id, unit] of units) {
    const latest = moved.get(id);
    views.set(id, toEquipmentView(latest ? { ...unit, lastTemperature: latest.temperature, lastRecordedAt: latest.recordedAt } : unit));
  }
  return views;
}

/**
 * After commit: subscribers see each new reading with the unit's fresh latest state. The write
 * returned that state for every unit it moved; only a unit it did not move (a late reading, or
 * a newer one stored concurrently) is read again.
 */
async function publish(
  em: EntityManager,
  events: LiveEvents,
  fresh: ReadingType[],
  units: Map<number, Unit>,
  moved: Map<number, LatestReading>,
): Promise<void> {
  if (!fresh.length) return;
  const views = new Map<number, EquipmentType>();
  for (const [id, latest] of moved)
    views.set(id, toEquipmentView({ ...units.get(id)!, lastTemperature: latest.temperature, lastRecordedAt: latest.recordedAt }));
  const reread = [...new Set(fresh.map((r) => r.equipmentId).filter((id) => !views.has(id)))];
  if (reread.length) {
    const locationIds = [...new Set(reread.map((id) => units.get(id)!.location.id))];
    for (const row of await unitsWithin(em, reread, locationIds)) views.set(row.id, toEquipmentView(toUnit(row)));
  }
  for (const reading of fresh) {
    publishReading(events, {
      locationId: reading.locationId,
      reading: withStatus(reading, units.get(reading.equipmentId)!),
      equipment: views.get(reading.equipmentId)!,
    });
  }
}
