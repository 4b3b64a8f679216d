import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { InvalidInput, NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { User } from '../tenancy/user.entity.js';
import { photoEvidenceFor } from '../uploads/photo-evidence.js';
import { answerUploadIds } from './check-answers.js';
import { storedItemOf } from './check-item-kinds.js';
import { type AnswerInput, answersOf, applyAnswers, assertAllAnswered, blankAnswers } from './check-items.js';
import type { ComplianceCheckType } from './compliance.types.js';
import { ComplianceCheck } from './compliance-check.entity.js';
import { toCheckView } from './compliance-checks.service.js';
import { findUsableTemplate } from './compliance-templates.service.js';

export interface CompletionInput {
  checkId?: number | null;
  templateId?: number | null;
  locationId?: number | null;
  answers: AnswerInput[];
  /** Photos uploaded for the check (POST /api/uploads, purpose photo); stored with it as its photoEvidence. */
  photoIds?: number[] | null;
  /** Without photoIds: how many photos the person took (the phone before it stored them). */
  photoCount?: number | null;
  notes?: string | null;
  /** The phone's id for its completion: sending it again returns the check completed the first time. */
  clientId?: string | null;
}

/**
 * A check at a location the viewer may reach, locked for the caller's transaction so two people
 * completing it at once finish one after the other (the second finds it completed); any other id is "not found".
 */
export async function lockReachableCheck(em: EntityManager, viewer: Viewer, checkId: number): Promise<ComplianceCheck> {
  await sql`select id from compliance_check where id = ${checkId} for update`.execute(em.getKysely());
  const check = await em.findOne(ComplianceCheck, { id: checkId, ...companyScope(viewer) }, { populate: ['template', 'user', 'location'] });
  if (!check) throw new NotFound('Compliance check');
  await findReachableLocation(em, viewer, check.location.id).catch(() => {
    throw new NotFound('Compliance check');
  });
  return check;
}

function assertOpen(check: ComplianceCheck): void {
  if (check.status === 'completed') throw new InvalidInput('This check is already completed and cannot be changed');
}

/** Saves some answers of a check being worked; a pending or scheduled check becomes in progress (an overdue one stays overdue). */
export async function saveCheckProgress(em: EntityManager, viewer: Viewer, checkId: number, answers: AnswerInput[]): Promise<ComplianceCheckType> {
  return em.transactional(async (tx) => {
    const check = await lockReachableCheck(tx, viewer, checkId);
    assertOpen(check);
    const before = toCheckView(check);
    const items = applyAnswers(answersOf(check), answers, before.templateName);
    await photoEvidenceFor(tx, viewer, answerUploadIds(items));
    check.checklistData = { ...((check.checklistData as object | null) ?? {}), items: items.map(storedItemOf) };
    if (check.status !== 'overdue') check.status = 'in_progress';
    check.user ??= tx.getReference(User, viewer.userId);
    await tx.flush();
    const after = toCheckView(check, check.user?.fullName ?? viewer.fullName);
    recordAudit(tx, viewer, { companyId: check.company.id, entity: 'compliance_check', entityId: check.id, action: 'save_progress', before, after });
    return after;
  });
}

/**
 * Completes a check in the caller's transaction: the one named by checkId, or a new one from a
 * template at a location (the phone). Every item must be answered; the check records who, when
 * and the answers, and is sealed from then on (the sealed-records trigger).
 */
export async function completeCheck(tx: EntityManager, viewer: Viewer, input: CompletionInput): Promise<CompletionOutcome> {
  const earlier = input.clientId ? await completedBefore(tx, viewer, input.clientId) : null;
  if (earlier) return { check: earlier, repeated: true };
  const named = input.checkId ? await lockReachableCheck(tx, viewer, input.checkId) : null;
  // The same completion sent twice at once (a retry while the first still ran): the second waited on the lock.
  if (named?.status === 'completed' && input.clientId && named.clientId === input.clientId) return { check: named, repeated: true };
  const check = named ? checkToComplete(tx, viewer, named, input) : await newCheck(tx, viewer, input);
  const completedMeanwhile = named && named !== check ? { occurrenceCompletedBefore: named.id } : {};
  assertOpen(check);
  const given = await photoEvidenceFor(tx, viewer, input.photoIds);
  const before = check.id ? toCheckView(check) : null;
  const items = applyAnswers(answersOf(check), input.answers, check.template?.name ?? 'this check');
  assertAllAnswered(items);
  // A photo or signature item's image is kept with the check's photos.
  const itemImages = answerUploadIds(items);
  const photos = itemImages.length ? await photoEvidenceFor(tx, viewer, [...(input.photoIds ?? []), ...itemImages]) : given;
  Object.assign(check, {
    status: 'completed',
    completedAt: new Date(),
    user: tx.getReference(User, viewer.userId),
    checklistData: { items: items.map(storedItemOf), photoCount: input.photoIds ? given.length : (input.photoCount ?? 0) },
    photoEvidence: photos,
    notes: input.notes?.trim() || check.notes || null,
    clientId: check.clientId ?? input.clientId ?? null,
  });
  await tx.flush();
  const after = toCheckView(check, viewer.fullName);
  recordAudit(tx, viewer, {
    companyId: check.company.id,
    entity: 'compliance_check',
    entityId: check.id,
    action: 'complete',
    before,
    after: { ...after, checklistData: check.checklistData, photoEvidence: photos, ...completedMeanwhile },
  });
  return { check, repeated: false };
}

/**
 * The check a completion of `named` fills in: itself while open. A phone's completion (it carries a
 * clientId, and may have waited offline) of a check someone completed meanwhile is kept as a check of
 * its own, of the same template at the same location: the work done is evidence, never lost, and the
 * first completion stays as it was. Without a clientId (the desktop, answered at once) it is refused.
 */
function checkToComplete(tx: EntityManager, viewer: Viewer, named: ComplianceCheck, input: CompletionInput): ComplianceCheck {
  if (named.status !== 'completed' || !input.clientId) return named;
  const { company, location, template, templateVersion } = named;
  const items = answersOf(named).map((item) => ({ ...item, result: null, value: null, note: null }));
  return tx.create(ComplianceCheck, {
    company,
    location,
    template,
    templateVersion,
    checklistData: { items: items.map(storedItemOf) },
    user: tx.getReference(User, viewer.userId),
    status: 'pending',
  });
}

export interface CompletionOutcome {
  check: ComplianceCheck;
  /** The same clientId was completed before: nothing new was stored. */
  repeated: boolean;
}

/** The check this phone completed before under clientId (a retry after a lost answer); another company's is refused. */
async function completedBefore(em: EntityManager, viewer: Viewer, clientId: string): Promise<ComplianceCheck | null> {
  const check = await em.findOne(ComplianceCheck, { clientId }, { populate: ['template', 'user', 'location'] });
  if (check && check.company.id !== viewer.companyId) throw new InvalidInput('This clientId is already used: make a new one for each check');
  return check;
}

async function newCheck(tx: EntityManager, viewer: Viewer, input: CompletionInput): Promise<ComplianceCheck> {
  if (!input.templateId || !input.locationId) throw new InvalidInput('Give the check to complete (checkId), or a templateId and locationId');
  const location = await findReachableLocation(tx, viewer, input.locationId);
  const template = await findUsableTemplate(tx, location, input.templateId);
  return tx.create(ComplianceCheck, {
    company: location.company,
    location,
    template,
    templateVersion: template.version,
    checklistData: { items: blankAnswers(template).map(storedItemOf) },
    user: tx.getReference(User, viewer.userId),
    status: 'pending',
  });
}
