import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { companyScope, type Viewer } from '../../viewer.js';
import { peopleInReach, reachesWholeCompany } from '../people/people-reach.js';
import { toUserReference } from '../people/users.service.js';
import { uploadFileUrl } from '../uploads/uploads.service.js';
import type { TrainingRecordType } from './training.types.js';
import type { SettableTrainingStatus } from './training-input.types.js';
import { TrainingRecord, type TrainingStatus } from './training-record.entity.js';

/**
 * The training records a viewer reaches: their company's at locations they reach, plus those tied
 * to no location of the people they reach (a branch admin's: those working at their locations).
 */
export async function trainingInReach(em: EntityManager, viewer: Viewer): Promise<FilterQuery<TrainingRecord>> {
  const unplaced: FilterQuery<TrainingRecord> = reachesWholeCompany(viewer) ? { location: null } : { location: null, user: await peopleInReach(em, viewer) };
  return { ...companyScope(viewer), $or: [unplaced, { location: { $in: viewer.locationIds } }] };
}

/** Training records within the viewer's reach (trainingInReach); newest first. */
export async function listTrainingRecords(em: EntityManager, viewer: Viewer, status?: TrainingStatus | null): Promise<TrainingRecordType[]> {
  const records = await em.find(
    TrainingRecord,
    { $and: [await trainingInReach(em, viewer), status ? { status } : {}] },
    {
      populate: ['user', 'location'],
      orderBy: { createdAt: 'desc', id: 'desc' },
    },
  );
  const now = new Date();
  return records.map((record) => toTrainingRecordView(record, now));
}

/** Forward only; a record never goes back to scheduled, and expired is computed from the expiry date. */
export const NEXT_STATUSES: Record<TrainingStatus, readonly SettableTrainingStatus[]> = {
  scheduled: ['scheduled', 'in_progress', 'completed'],
  in_progress: ['in_progress', 'completed'],
  completed: ['completed'],
  expired: [],
};

/** A record whose expiry date has passed counts as expired, whatever status it was saved with. */
const isExpired = (record: TrainingRecord, now: Date): boolean => record.expiryDate != null && record.expiryDate.getTime() < now.getTime();

export function toTrainingRecordView(record: TrainingRecord, now: Date): TrainingRecordType {
  const stored: TrainingStatus = record.status;
  return {
    id: record.id,
    trainingName: record.trainingName,
    trainingType: record.trainingType,
    status: isExpired(record, now) ? 'expired' : record.status,
    completedDate: record.completedDate ?? null,
    expiryDate: record.expiryDate ?? null,
    isExpired: isExpired(record, now),
    nextStatuses: [...NEXT_STATUSES[stored]],
    certificateUrl: record.certificate ? uploadFileUrl(record.certificate) : (record.certificateUrl ?? null),
    notes: record.notes ?? null,
    user: toUserReference(record.user),
    location: record.location ? { id: record.location.id, name: record.location.name } : null,
    createdAt: record.createdAt,
  };
}
