import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Location } from '../tenancy/location.entity.js';
import { canEditCheckTemplates } from '../tenancy/roles.js';
import { checklistOf, templateItemsOf } from './check-items.js';
import type { CheckItemType, ComplianceTemplateType, UpdateComplianceTemplateInput } from './compliance.types.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';

/** SPEC 9: a template that does not say how long it takes is a five-minute check. */
export const DEFAULT_ESTIMATED_MINUTES = 5;

/** Active templates of the viewer's company plus the provider's own (company null), by name. */
export async function listComplianceTemplates(em: EntityManager, viewer: Viewer, type?: string | null): Promise<ComplianceTemplateType[]> {
  const where: FilterQuery<ComplianceCheckTemplate> = { isActive: true, $or: [{ company: null }, companyScope(viewer)] };
  if (type) where.type = type;
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
  return template;
}

export const checkItemsOf = (template: ComplianceCheckTemplate): CheckItemType[] =>
  templateItemsOf(template).map(({ description, critical }) => ({ description, critical: critical === true }));

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
    editable: Boolean(template.company) && Boolean(viewer && canEditCheckTemplates(viewer)),
  };
}

/** Replaces a company template's checklist (administrators; audited). The provider's shared templates are not the company's to edit. */
export async function updateComplianceTemplate(em: EntityManager, viewer: Viewer, input: UpdateComplianceTemplateInput): Promise<ComplianceTemplateType> {
  if (!canEditCheckTemplates(viewer)) throw new Forbidden('Only company-wide administrators can edit check templates: a checklist is used at every location');
  return em.transactional(async (tx) => {
    const template = await tx.findOne(ComplianceCheckTemplate, { id: input.id, isActive: true, company: { $ne: null }, ...companyScope(viewer) });
    if (!template) throw new NotFound('Compliance check template');
    const before = toTemplateView(template, viewer);
    template.checklistItems = checklistOf(input.checkItems);
    await tx.flush();
    const after = toTemplateView(template, viewer);
    recordAudit(tx, viewer, {
      companyId: template.company?.id ?? null,
      entity: 'compliance_check_template',
      entityId: template.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
