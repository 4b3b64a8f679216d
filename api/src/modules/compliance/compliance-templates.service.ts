import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { publicationColumns, publicationOf } from '../publishing/publication.js';
import { assertMayEditTemplate, checkedPublication, mayEditTemplate } from '../publishing/publication.service.js';
import { Location } from '../tenancy/location.entity.js';
import { checklistOf, type FullCheckItem, storedItemOf } from './check-item-kinds.js';
import { templateItemsOf } from './check-items.js';
import type { UpdateComplianceTemplateInput } from './check-template-input.types.js';
import { assertPublishedAt, publishedTemplateIds } from './check-template-reach.js';
import { keepCurrentVersion, recordTemplateVersion } from './check-template-versions.js';
import type { CheckItemType, ComplianceTemplateType } from './compliance.types.js';
import { ComplianceCheckTemplate, DAY_BOUND_CHECK_TYPES } from './compliance-check-template.entity.js';

/** SPEC 9: a template that does not say how long it takes is a five-minute check. */
export const DEFAULT_ESTIMATED_MINUTES = 5;

export interface TemplateFilter {
  type?: string | null;
  /** Only those published at this site (one the viewer reaches). */
  locationId?: number | null;
  /** Retired ones too (template management). */
  includeRetired?: boolean | null;
}

/** Templates of the viewer's company plus the provider's own (company null), by name: active ones unless asked, and only where published (check-template-reach.ts). */
export async function listComplianceTemplates(em: EntityManager, viewer: Viewer, filter: TemplateFilter = {}): Promise<ComplianceTemplateType[]> {
  const location = filter.locationId ? await findReachableLocation(em, viewer, filter.locationId) : null;
  const where: FilterQuery<ComplianceCheckTemplate> = { $or: [{ company: null }, companyScope(viewer)] };
  if (!filter.includeRetired) where.isActive = true;
  if (filter.type) where.type = filter.type;
  const published = await publishedTemplateIds(em, viewer, location);
  if (published) where.id = { $in: published };
  const templates = await em.find(ComplianceCheckTemplate, where, { orderBy: { name: 'asc', id: 'asc' } });
  return templates.map((template) => toTemplateView(template, viewer));
}

/** Templates usable at a location: its company's active ones and the provider's. */
export const templatesForLocation = (location: Location): FilterQuery<ComplianceCheckTemplate> => ({
  isActive: true,
  $or: [{ company: null }, { company: location.company }],
});

/** A template that may be used at the location; anything else is "not found", like a missing id. */
export async function findUsableTemplate(em: EntityManager, location: Location, templateId: number): Promise<ComplianceCheckTemplate> {
  const template = await em.findOne(ComplianceCheckTemplate, { $and: [{ id: templateId }, templatesForLocation(location)] });
  if (!template) throw new NotFound('Compliance check template');
  await assertPublishedAt(em, template.id, location);
  return template;
}

export const checkItemsOf = (template: ComplianceCheckTemplate): CheckItemType[] => templateItemsOf(template);

/** The template as the screens show it; `viewer` decides whether it is editable (none: not). */
export function toTemplateView(template: ComplianceCheckTemplate, viewer: Viewer | null = null): ComplianceTemplateType {
  return {
    id: template.id,
    name: template.name,
    type: template.type,
    description: template.description ?? null,
    frequency: template.frequency ?? null,
    dueTime: template.dueTime ?? null,
    estimatedMinutes: template.estimatedMinutes ?? DEFAULT_ESTIMATED_MINUTES,
    checkItems: checkItemsOf(template),
    version: template.version,
    isActive: template.isActive,
    publication: publicationOf(template),
    editable: Boolean(template.company) && Boolean(viewer && mayEditTemplate(viewer, publicationOf(template))),
  };
}

/** A template as its audit events record it: its items as stored (a yes/no item as it always was), without the viewer-dependent `editable`. */
export function auditedTemplate({ editable: _, checkItems, ...template }: ComplianceTemplateType) {
  return { ...template, checkItems: checkItems.map((item) => storedItemOf(item as FullCheckItem)) };
}

/** One of the company's own templates the viewer may change; the provider's shared ones and other companies' are "not found". */
async function editableTemplate(em: EntityManager, viewer: Viewer, id: number): Promise<ComplianceCheckTemplate> {
  const template = await em.findOne(ComplianceCheckTemplate, { id, isActive: true, company: { $ne: null }, ...companyScope(viewer) });
  if (!template) throw new NotFound('Compliance check template');
  assertMayEditTemplate(viewer, publicationOf(template));
  return template;
}

/** Changes one of the company's templates the viewer may change, in one transaction, audited with what it was and became. */
async function changeTemplate(
  em: EntityManager,
  viewer: Viewer,
  id: number,
  action: 'update' | 'retire',
  change: (tx: EntityManager, template: ComplianceCheckTemplate) => Promise<void>,
): Promise<ComplianceTemplateType> {
  return em.transactional(async (tx) => {
    const template = await editableTemplate(tx, viewer, id);
    const before = auditedTemplate(toTemplateView(template, viewer));
    await change(tx, template);
    await tx.flush();
    const after = toTemplateView(template, viewer);
    const companyId = template.company?.id ?? null;
    recordAudit(tx, viewer, { companyId, entity: 'compliance_check_template', entityId: template.id, action, before, after: auditedTemplate(after) });
    return after;
  });
}

/**
 * A new version of a company template (audited): its checklist and, when given, its schedule and
 * publication. The version replaced stays on record; checks already begun keep their own copy of it.
 */
export function updateComplianceTemplate(em: EntityManager, viewer: Viewer, input: UpdateComplianceTemplateInput): Promise<ComplianceTemplateType> {
  return changeTemplate(em, viewer, input.id, 'update', async (tx, template) => {
    const checklistItems = checklistOf(input.checkItems).map(storedItemOf);
    const publication = input.publication ? await checkedPublication(tx, viewer, input.publication) : publicationOf(template);
    const frequency = input.frequency === undefined ? (template.frequency ?? null) : input.frequency;
    const dueTime = input.dueTime === undefined ? (template.dueTime ?? null) : input.dueTime;
    assertSchedule(template.type, frequency, dueTime);
    await keepCurrentVersion(tx, template);
    Object.assign(template, { checklistItems, frequency, dueTime, version: template.version + 1, ...publicationColumns(publication) });
    template.ownerLocation = publication.ownerLocationId === null ? null : tx.getReference(Location, publication.ownerLocationId);
    recordTemplateVersion(tx, template, viewer.userId);
  });
}

/** Retires a company template (audited): no new checks; its checks and their history stay. Templates are never deleted. */
export function retireComplianceTemplate(em: EntityManager, viewer: Viewer, id: number): Promise<ComplianceTemplateType> {
  return changeTemplate(em, viewer, id, 'retire', async (_tx, template) => {
    template.isActive = false;
  });
}

/** Only schedules the screens and the schedule understand: opening and closing checks daily, a due time only with a schedule. */
export function assertSchedule(type: string, frequency: string | null, dueTime: string | null): void {
  if (DAY_BOUND_CHECK_TYPES.includes(type) && frequency !== 'daily') throw new InvalidInput('Opening and closing checks are daily');
  if (!frequency && dueTime) throw new InvalidInput('Only a scheduled checklist has a due time');
}
