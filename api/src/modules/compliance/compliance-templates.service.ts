import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../errors.js';
import { companyScope, type Viewer } from '../../viewer.js';
import type { Location } from '../tenancy/location.entity.js';
import type { CheckItemType, ComplianceTemplateType } from './compliance.types.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';

/** SPEC 9: a template that does not say how long it takes is a five-minute check. */
export const DEFAULT_ESTIMATED_MINUTES = 5;
/** SPEC 2.20: what the phone shows for a template without items of its own. */
export const DEFAULT_CHECK_ITEMS: readonly string[] = ['Temperature Verification', 'Visual Inspection', 'Documentation Review'];

/** Active templates of the viewer's company plus the provider's own (company null), by name. */
export async function listComplianceTemplates(em: EntityManager, viewer: Viewer, type?: string | null): Promise<ComplianceTemplateType[]> {
  const where: FilterQuery<ComplianceCheckTemplate> = { isActive: true, $or: [{ company: null }, companyScope(viewer)] };
  if (type) where.type = type;
  const templates = await em.find(ComplianceCheckTemplate, where, { orderBy: { name: 'asc', id: 'asc' } });
  return templates.map(toTemplateView);
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

export function checkItemsOf(template: ComplianceCheckTemplate): CheckItemType[] {
  const own = (template.checklistItems ?? []).filter((item) => item?.description);
  return own.length ? own.map((item) => ({ description: item.description })) : DEFAULT_CHECK_ITEMS.map((description) => ({ description }));
}

export function toTemplateView(template: ComplianceCheckTemplate): ComplianceTemplateType {
  return {
    id: template.id,
    name: template.name,
    type: template.type,
    description: template.description ?? null,
    frequency: template.frequency ?? null,
    estimatedMinutes: template.estimatedMinutes ?? DEFAULT_ESTIMATED_MINUTES,
    checkItems: checkItemsOf(template),
  };
}
