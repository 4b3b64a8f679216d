import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import { assertLimit } from '../../validation.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { User } from '../tenancy/user.entity.js';
import { storedPhotos } from '../uploads/photo-evidence.js';
import { storedItemOf } from './check-item-kinds.js';
import { answersOf, blankAnswers } from './check-items.js';
import type { ComplianceCheckType, StartComplianceCheckInput } from './compliance.types.js';
import { CHECK_STATUSES, type CheckStatus, ComplianceCheck } from './compliance-check.entity.js';
import type { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { findUsableTemplate } from './compliance-templates.service.js';

/** SPEC 2.10: the checks list shows the 10 most recent. */
export const DEFAULT_CHECKS_LIMIT = 10;
const FALLBACK_NAME = 'Compliance Check';
/** Who a generated check belongs to until someone works it. */
const SCHEDULE_NAME = 'Schedule';

/** The filter for checks still to be done: pending, in progress or overdue. */
const OPEN = 'open';
const OPEN_STATUSES: CheckStatus[] = ['pending', 'in_progress', 'overdue'];

export interface CheckFilter {
  status?: string | null;
  /** The template type, e.g. daily_opening. */
  type?: string | null;
}

/** The newest checks at a location the viewer may reach, optionally of one status and template type. */
export async function listComplianceChecks(
  em: EntityManager,
  viewer: Viewer,
  locationId: number,
  limit?: number | null,
  filter: CheckFilter = {},
): Promise<ComplianceCheckType[]> {
  const take = limit ?? DEFAULT_CHECKS_LIMIT;
  assertLimit(take);
  if (filter.status && filter.status !== OPEN && !(CHECK_STATUSES as readonly string[]).includes(filter.status)) {
    throw new InvalidInput(`status must be one of ${CHECK_STATUSES.join(', ')} or open`);
  }
  const location = await findReachableLocation(em, viewer, locationId);
  const status = filter.status === OPEN ? { $in: OPEN_STATUSES } : (filter.status as CheckStatus | undefined);
  const where = { location, ...(status ? { status } : {}), ...(filter.type ? { template: { type: filter.type } } : {}) };
  const checks = await em.find(ComplianceCheck, where, { populate: ['template', 'user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: take });
  return checks.map((check) => toCheckView(check));
}

/** Starts a pending check from a template (SPEC 4: pending on creation). */
export async function startComplianceCheck(em: EntityManager, viewer: Viewer, input: StartComplianceCheckInput): Promise<ComplianceCheckType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  const template = await findUsableTemplate(em, location, input.templateId);
  return appendCheck(em, viewer, 'start', {
    company: location.company,
    location,
    template,
    templateVersion: template.version,
    status: 'pending',
    checklistData: { items: blankAnswers(template).map(storedItemOf) },
  });
}

/** Inserts the check and its audit event in one transaction. */
async function appendCheck(
  em: EntityManager,
  viewer: Viewer,
  action: string,
  data: Omit<RequiredEntityData<ComplianceCheck>, 'user'>,
): Promise<ComplianceCheckType> {
  return em.transactional(async (tx) => {
    const check = tx.create(ComplianceCheck, { ...data, user: tx.getReference(User, viewer.userId) });
    await tx.flush();
    const view = toCheckView(check, viewer.fullName);
    recordAudit(tx, viewer, {
      companyId: check.company.id,
      entity: 'compliance_check',
      entityId: check.id,
      action,
      after: { ...view, checklistData: check.checklistData ?? null },
    });
    return view;
  });
}

/** What a check's view needs: a ComplianceCheck entity, or the same fields read by hand (the dashboard's one statement). */
export type CheckFields = Pick<
  ComplianceCheck,
  'id' | 'templateVersion' | 'status' | 'notes' | 'createdAt' | 'completedAt' | 'dueDate' | 'checklistData' | 'photoEvidence'
> & {
  template?: Pick<ComplianceCheckTemplate, 'id' | 'name' | 'type' | 'description' | 'checklistItems'> | null;
  user?: { fullName: string } | null;
  location: { id: number };
};

export function toCheckView(check: CheckFields, userName = check.user?.fullName ?? SCHEDULE_NAME): ComplianceCheckType {
  const template = check.template ?? null;
  return {
    id: check.id,
    templateId: template?.id ?? null,
    templateName: template?.name ?? FALLBACK_NAME,
    type: template?.type ?? null,
    description: template?.description ?? null,
    locationId: check.location.id,
    templateVersion: check.templateVersion ?? null,
    status: check.status,
    notes: check.notes ?? null,
    createdAt: check.createdAt,
    completedAt: check.completedAt ?? null,
    dueDate: check.dueDate ?? null,
    userName,
    items: answersOf(check),
    photoEvidence: storedPhotos(check.photoEvidence),
  };
}
