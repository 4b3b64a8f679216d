import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../errors.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { Equipment } from './equipment.entity.js';
import { toEquipmentView } from './equipment.service.js';
import type { ReadingEvents } from './reading-events.js';
import { readingStatus, targetBounds } from './reading-status.js';
import { findReading, insertReadings, moveLatestReadings, type ReadingRow, storedReadings } from './readings.sql.js';
import type { CorrectReadingInput, ReadingType, RecordReadingInput } from './temperature.types.js';

export const MAX_BATCH = 1000;
/** Device clocks drift a little; anything further ahead is a mistake. */
const MAX_FUTURE_MS = 5 * 60 * 1000;

interface Submission extends RecordReadingInput {
  correctsId?: number;
  correctionReason?: string;
}

/**
 * Stores readings all-or-nothing and publishes them after commit. A reading whose clientId
 * is already stored (a retry after a lost response) returns the stored record instead.
 */
export async function recordReadings(em: EntityManager, viewer: Viewer, events: ReadingEvents, submissions: Submission[]): Promise<ReadingType[]> {
  if (submissions.length === 0) return [];
  if (submissions.length > MAX_BATCH) throw new InvalidInput(`At most ${MAX_BATCH} readings per request`);
  const receivedAt = new Date();
  if (submissions.some((s) => s.recordedAt && s.recordedAt.getTime() - receivedAt.getTime() > MAX_FUTURE_MS)) {
    throw new InvalidInput('A reading cannot be taken more than 5 minutes in the future');
  }
  const equipment = await reachableEquipment(em, viewer, submissions);
  const rows = submissions.map((s) => toRow(s, equipment.get(s.equipmentId)!, viewer, receivedAt));
  const { fresh, byClientId } = await em.transactional(async (tx) => {
    const fresh = await insertReadings(tx, rows);
    const skipped = rows.filter((row) => !fresh.some((r) => r.clientId === row.clientId)).map((row) => row.clientId);
    const earlier = await storedReadings(tx, viewer, skipped);
    await moveLatestReadings(tx, fresh);
    if (fresh.length) recordAudit(tx, viewer, auditOf(viewer, fresh));
    return { fresh, byClientId: new Map([...fresh, ...earlier.values()].map((r) => [r.clientId!, r])) };
  });
  await publish(em, events, fresh, equipment);
  return rows.map((row) => withStatus(byClientId.get(row.clientId)!, equipment));
}

/** A correction is a new reading pointing at the original, with who (the viewer), when and why. */
export async function correctReading(em: EntityManager, viewer: Viewer, events: ReadingEvents, input: CorrectReadingInput): Promise<ReadingType> {
  const original = await findReading(em, viewer, input.readingId);
  if (!original) throw new NotFound('Reading');
  const [correction] = await recordReadings(em, viewer, events, [
    {
      equipmentId: original.equipmentId,
      temperature: input.temperature,
      recordedAt: original.recordedAt,
      isManual: true,
      correctsId: original.id,
      correctionReason: input.reason.trim(),
    },
  ]);
  return correction;
}

/** Equipment by id within the viewer's locations; one unreachable id fails the whole batch as not found. */
async function reachableEquipment(em: EntityManager, viewer: Viewer, submissions: Submission[]): Promise<Map<number, Equipment>> {
  const ids = [...new Set(submissions.map((s) => s.equipmentId))];
  const found = await em.find(Equipment, { id: { $in: ids }, location: { $in: viewer.locationIds } }, { populate: ['location'] });
  if (found.length !== ids.length) throw new NotFound('Equipment');
  if (found.some((e) => !e.isActive)) throw new InvalidInput('Readings cannot be recorded for inactive equipment');
  return new Map(found.map((e) => [e.id, e]));
}

function toRow(submission: Submission, equipment: Equipment, viewer: Viewer, receivedAt: Date): ReadingRow {
  return {
    companyId: equipment.company.id,
    equipmentId: equipment.id,
    locationId: equipment.location.id,
    userId: viewer.userId,
    temperature: Math.round(submission.temperature * 100) / 100,
    isManual: submission.isManual ?? false,
    recordedAt: submission.recordedAt ?? receivedAt,
    receivedAt,
    clientId: submission.clientId?.toLowerCase() ?? randomUUID(),
    correctsId: submission.correctsId ?? null,
    correctionReason: submission.correctionReason ?? null,
  };
}

function auditOf(viewer: Viewer, fresh: ReadingType[]) {
  const entity = 'temperature_reading';
  if (fresh.length > 1) return { companyId: viewer.companyId, entity, entityId: fresh[0].id, action: 'record_batch', after: { ids: fresh.map((r) => r.id) } };
  const [reading] = fresh;
  const action = reading.correctsId ? 'correct' : 'record';
  return {
    companyId: viewer.companyId,
    entity,
    entityId: reading.id,
    action,
    after: { equipmentId: reading.equipmentId, temperature: reading.temperature, correctsId: reading.correctsId },
  };
}

function withStatus(reading: ReadingType, equipment: Map<number, Equipment>): ReadingType {
  const unit = equipment.get(reading.equipmentId);
  const bounds = unit ? targetBounds(unit.type, unit.targetMinTemp, unit.targetMaxTemp) : { min: 0, max: 100 };
  return { ...reading, status: readingStatus(reading.temperature, bounds) };
}

/** After commit: subscribers see each new reading with the equipment's fresh latest state. */
async function publish(em: EntityManager, events: ReadingEvents, fresh: ReadingType[], equipment: Map<number, Equipment>): Promise<void> {
  if (!fresh.length) return;
  const current = await em.fork().find(Equipment, { id: { $in: [...new Set(fresh.map((r) => r.equipmentId))] } }, { populate: ['location'] });
  const views = new Map(current.map((e) => [e.id, toEquipmentView(e)]));
  for (const reading of fresh) {
    events.publish({ locationId: reading.locationId, reading: withStatus(reading, equipment), equipment: views.get(reading.equipmentId)! });
  }
}
