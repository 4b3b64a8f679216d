import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput } from '../../errors.js';
import { assertLimit } from '../../validation.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../companies/locations.service.js';
import { User } from '../tenancy/user.entity.js';
import type { CompleteComplianceCheckInput, ComplianceCheckType, StartComplianceCheckInput } from './compliance.types.js';
import { CHECK_STATUSES, type CheckStatus, ComplianceCheck } from './compliance-check.entity.js';
import { checkItemsOf, findUsableTemplate } from './compliance-templates.service.js';

/** SPEC 2.10: the checks list shows the 10 most recent. */
export const DEFAULT_CHECKS_LIMIT = 10;
const FALLBACK_NAME = 'Compliance Check';

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
  if (filter.status && !(CHECK_STATUSES as readonly string[]).includes(filter.status)) {
    throw new InvalidInput(`status must be one of ${CHECK_STATUSES.join(', ')}`);
  }
  const location = await findReachableLocation(em, viewer, locationId);
  const where = { location, ...(filter.status ? { status: filter.status as CheckStatus } : {}), ...(filter.type ? { template: { type: filter.type } } : {}) };
  const checks = await em.find(ComplianceCheck, where, { populate: ['template', 'user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: take });
  return checks.map((check) => toCheckView(check));
}

/** Starts a pending check from a template (SPEC 4: pending on creation). */
export async function startComplianceCheck(em: EntityManager, viewer: Viewer, input: StartComplianceCheckInput): Promise<ComplianceCheckType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  const template = await findUsableTemplate(em, location, input.templateId);
  return appendCheck(em, viewer, 'start', { company: location.company, location, template, status: 'pending' });
}

/**
 * Records a check done on the phone as a new completed row: completed checks are evidence,
 * so nothing is updated in place. Each of the template's items is stored ticked or not.
 */
export async function completeComplianceCheck(em: EntityManager, viewer: Viewer, input: CompleteComplianceCheckInput): Promise<ComplianceCheckType> {
  const location = await findReachableLocation(em, viewer, input.locationId);
  const template = await findUsableTemplate(em, location, input.templateId);
  const items = checkItemsOf(template);
  const known = new Set(items.map((item) => item.description));
  const unknown = input.checkedItems.filter((description) => !known.has(description));
  if (unknown.length) throw new InvalidInput(`Not an item of "${template.name}": ${unknown.join(', ')}`);
  const ticked = new Set(input.checkedItems);
  const checklistData = {
    items: items.map(({ description }) => ({ description, checked: ticked.has(description) })),
    photoCount: input.photoCount ?? 0,
  };
  return appendCheck(em, viewer, 'complete', {
    company: location.company,
    location,
    template,
    status: 'completed',
    completedAt: new Date(),
    checklistData,
    notes: input.notes?.trim() || null,
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

export function toCheckView(check: ComplianceCheck, userName = check.user.fullName): ComplianceCheckType {
  const template = check.template ?? null;
  return {
    id: check.id,
    templateId: template?.id ?? null,
    templateName: template?.name ?? FALLBACK_NAME,
    type: template?.type ?? null,
    description: template?.description ?? null,
    locationId: check.location.id,
    status: check.status,
    notes: check.notes ?? null,
    createdAt: check.createdAt,
    completedAt: check.completedAt ?? null,
    dueDate: check.dueDate ?? null,
    userName,
  };
}
