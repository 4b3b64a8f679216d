import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { numberOrNull } from '../../database/columns.js';
import { jobPutOff } from '../../database/job-queue.js';
import { InvalidInput, NotFound } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import { photoEvidenceFor } from '../uploads/photo-evidence.js';
import { type EquipmentFields, toEquipmentView } from './equipment.service.js';
import { withStatus } from './excursion-rule/out-of-range.js';
import { excursionRuns } from './excursion-rule/start-and-end.js';
import { knownUnits, rememberUnits } from './known-units.js';
import { assertPlausible } from './plausible-temperatures.js';
import { publishReading } from './reading-events.js';
import { assertNoManualClaim, isManualReading } from './reading-source.js';
import { assertSubmissions } from './reading-submissions.js';
import { findReading, type LatestReading, type ReadingRow, storedReadings, writeReadings } from './readings.sql.js';
import type { CorrectReadingInput, EquipmentType, ReadingType, RecordReadingInput } from './temperature.types.js';
import { toCelsius } from './temperature-scale.js';
import { type UnitRow, unitsWithin } from './units.sql.js';

export const MAX_BATCH = 1000;

interface Submission extends RecordReadingInput {
  correctsId?: number;
  correctionReason?: string;
}

/**
 * Stores readings all-or-nothing and publishes them after commit. A reading whose clientId
 * is already stored (a retry after a lost response) returns the stored record instead.
 * The hot path is one statement that checks the units, stores, moves the units' latest readings
 * and excursions, audits, and enqueues an excursion review only when a reading starts an excursion
 * (see writeReadings). The readings are judged before it by the units as this process last saw
 * them (known-units.ts), or as a look-up finds them; the statement stores nothing when a unit no
 * longer stands so and answers with the units as they are, and the readings are judged again.
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
  const { rows, units, written } = await judgeAndWrite(em, viewer, submissions, receivedAt);
  const { fresh, earlier, foreignClientId, moved } = written;
  for (const runAt of written.dueReviews) jobPutOff(runAt);
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

/** A statement that finds a unit changed answers with it as it is; this many in a row (each a concurrent change) fail the request. */
const MAX_WRITES = 5;

/**
 * Judges the readings by their units and writes them: by the units this process remembers, else
 * as a look-up finds them. A refusal judged by remembered units is judged again by the database's
 * (the unit may have changed), and a write that finds a unit changed stored nothing: the readings
 * are judged again by the units it answered with. Returns the rows stored and the units as the
 * storing statement found them.
 */
async function judgeAndWrite(em: EntityManager, viewer: Viewer, submissions: Submission[], receivedAt: Date) {
  const ids = [...new Set(submissions.map((s) => s.equipmentId))];
  let judgedBy = knownUnits(ids, viewer.locationIds);
  for (let write = 1; ; write++) {
    const remembered = judgedBy !== undefined;
    judgedBy ??= await unitsWithin(em, ids, viewer.locationIds);
    let judged: Awaited<ReturnType<typeof judge>>;
    try {
      judged = await judge(em, viewer, submissions, ids, judgedBy, receivedAt);
    } catch (refusal) {
      if (!remembered) throw refusal;
      judgedBy = undefined;
      continue;
    }
    const written = await writeReadings(em, viewer, judged.rows, judged.runs, judgedBy);
    rememberUnits(written.units);
    if (!written.stale) return { rows: judged.rows, units: new Map(written.units.map((row) => [row.id, toUnit(row)])), written };
    if (write >= MAX_WRITES) throw new Error(`The units of a reading changed during ${MAX_WRITES} writes in a row`);
    judgedBy = written.units;
  }
}

/** The rows to store and their excursion runs, judged by these units; refused as a whole if a unit is out of reach or inactive, or a reading implausible. */
async function judge(em: EntityManager, viewer: Viewer, submissions: Submission[], ids: number[], found: UnitRow[], receivedAt: Date) {
  const units = new Map(found.map((row) => [row.id, toUnit(row)]));
  // One unreachable id fails the whole batch as not found.
  if (ids.some((id) => !units.has(id))) throw new NotFound('Equipment');
  if ([...units.values()].some((e) => !e.isActive)) throw new InvalidInput('Readings cannot be recorded for inactive equipment');
  const photos = await photosOf(em, viewer, submissions);
  const rows = submissions.map((s, i) => ({ ...toRow(s, units.get(s.equipmentId)!, viewer, receivedAt), photoEvidence: photos[i] }));
  for (const row of rows) assertPlausible(units.get(row.equipmentId)!, row.temperature);
  return { rows, runs: excursionRuns(rows, units) };
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
