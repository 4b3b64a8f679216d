import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { peopleInReach } from '../people/people-reach.js';
import { Location } from '../tenancy/location.entity.js';
import { canManageSchedules } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import { uploadInReach } from '../uploads/uploads.service.js';
import { NEXT_STATUSES, trainingInReach } from './training.service.js';
import type { CreateTrainingRecordInput, UpdateTrainingRecordInput } from './training-input.types.js';
import { TrainingRecord, type TrainingStatus } from './training-record.entity.js';

function assertManager(viewer: Viewer): number {
  if (!canManageSchedules(viewer) || viewer.companyId === null) throw new Forbidden('Only company and branch administrators can manage training records');
  return viewer.companyId;
}

/** The people Add Training Record offers: the active users within the viewer's reach (a branch admin's: those working at their locations), by name. */
export async function listTrainees(em: EntityManager, viewer: Viewer): Promise<User[]> {
  const companyId = assertManager(viewer);
  return em.find(User, { $and: [await peopleInReach(em, viewer), { company: companyId, isActive: true }] }, { orderBy: { fullName: 'asc', id: 'asc' } });
}

/** Add Training Record (SPEC 6): company and branch administrators, for a person within their reach. */
export async function createTrainingRecord(em: EntityManager, viewer: Viewer, input: CreateTrainingRecordInput): Promise<TrainingRecord> {
  const companyId = assertManager(viewer);
  const user = await em.findOne(User, { $and: [await peopleInReach(em, viewer), { id: input.userId, company: companyId, isActive: true }] });
  if (!user) throw new NotFound('User');
  const location = input.locationId == null ? null : await em.findOne(Location, { id: input.locationId, company: companyId });
  if (input.locationId != null && (!location || !canReachLocation(viewer, location.id))) throw new NotFound('Location');
  const record = em.create(TrainingRecord, {
    company: companyId,
    user,
    location,
    trainingType: requiredText(input.trainingType, 'Training type'),
    trainingName: requiredText(input.trainingName, 'Training name'),
    status: input.status,
    completedDate: input.completedDate ?? null,
    expiryDate: input.expiryDate ?? null,
    certificate: input.certificateUploadId == null ? null : await uploadInReach(em, viewer, input.certificateUploadId, 'certificate'),
    notes: input.notes?.trim() || null,
  });
  assertConsistent(record);
  await em.flush();
  recordAudit(em, viewer, { companyId, entity: 'training_record', entityId: record.id, action: 'create', after: auditShape(record) });
  await em.flush();
  return record;
}

/** Moves a record forward (scheduled → in_progress → completed) or fills in dates, notes and the certificate. */
export async function updateTrainingRecord(em: EntityManager, viewer: Viewer, id: number, input: UpdateTrainingRecordInput): Promise<TrainingRecord> {
  const companyId = assertManager(viewer);
  const record = await em.findOne(TrainingRecord, { $and: [{ id }, await trainingInReach(em, viewer)] }, { populate: ['user', 'location'] });
  if (!record) throw new NotFound('Training record');
  const before = auditShape(record);
  if (input.status != null) {
    const current: TrainingStatus = record.status;
    if (!NEXT_STATUSES[current].includes(input.status)) throw new InvalidInput(`A ${current} record cannot become ${input.status}`);
    record.status = input.status;
  }
  if (input.completedDate !== undefined) record.completedDate = input.completedDate;
  if (input.expiryDate !== undefined) record.expiryDate = input.expiryDate;
  if (input.notes !== undefined) record.notes = input.notes?.trim() || null;
  if (input.certificateUploadId != null) record.certificate = await uploadInReach(em, viewer, input.certificateUploadId, 'certificate');
  assertConsistent(record);
  recordAudit(em, viewer, { companyId, entity: 'training_record', entityId: record.id, action: 'update', before, after: auditShape(record) });
  await em.flush();
  return record;
}

function assertConsistent(record: TrainingRecord): void {
  if (record.status === 'completed' && !record.completedDate) throw new InvalidInput('A completed training record needs its completed date');
  if (record.completedDate && record.completedDate.getTime() > Date.now()) throw new InvalidInput('The completed date cannot be in the future');
  if (record.completedDate && record.expiryDate && record.expiryDate <= record.completedDate)
    throw new InvalidInput('The expiry date must be after the completed date');
}

function requiredText(value: string, what: string): string {
  const text = value.trim();
  if (!text) throw new InvalidInput(`${what} is required`);
  return text;
}

const auditShape = (record: TrainingRecord) => ({
  status: record.status,
  completedDate: record.completedDate ?? null,
  expiryDate: record.expiryDate ?? null,
  certificateUploadId: record.certificate?.id ?? null,
  notes: record.notes ?? null,
});
