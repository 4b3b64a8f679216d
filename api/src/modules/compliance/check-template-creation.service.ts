import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { ALL_SITES, type Publication, publicationColumns } from '../publishing/publication.js';
import { checkedPublication } from '../publishing/publication.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { type CheckItem, checklistOf, storedItemOf } from './check-item-kinds.js';
import type { CreateComplianceTemplateInput } from './check-template-input.types.js';
import { recordTemplateVersion } from './check-template-versions.js';
import type { ComplianceTemplateType } from './compliance.types.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { assertSchedule, auditedTemplate, toTemplateView } from './compliance-templates.service.js';

/** What a new checklist template says, whether it comes from the starter set or an administrator. */
export interface CheckTemplateDefinition {
  name: string;
  type: string;
  description: string | null;
  frequency: string | null;
  dueTime: string | null;
  estimatedMinutes: number | null;
  checkItems: CheckItem[];
}

/** Adds one of a company's templates, audited as created with everything it says. */
export async function addCheckTemplate(
  em: EntityManager,
  actor: Pick<Viewer, 'userId'>,
  company: Company,
  { checkItems, ...fields }: CheckTemplateDefinition,
  publication: Publication = ALL_SITES,
): Promise<ComplianceCheckTemplate> {
  const ownerLocation = publication.ownerLocationId === null ? null : em.getReference(Location, publication.ownerLocationId);
  const template = em.create(ComplianceCheckTemplate, { company, ...fields, checklistItems: checkItems, ...publicationColumns(publication), ownerLocation });
  recordTemplateVersion(em, template, actor.userId);
  await em.flush();
  recordAudit(em, actor, {
    companyId: company.id,
    entity: 'compliance_check_template',
    entityId: template.id,
    action: 'create',
    after: auditedTemplate(toTemplateView(template)),
  });
  return template;
}

/**
 * New checklist, built from scratch and audited: head office's (company-wide administrators) for all
 * sites, chosen areas or chosen sites, or a site administrator's for their site alone (publishing/).
 */
export async function createComplianceTemplate(em: EntityManager, viewer: Viewer, input: CreateComplianceTemplateInput): Promise<ComplianceTemplateType> {
  const companyId = viewer.companyId;
  if (companyId === null) throw new Forbidden('Only a company’s administrators can create checklists');
  const definition = checkedDefinition(input);
  const publication = await checkedPublication(em, viewer, input.publication);
  return em.transactional(async (tx) => {
    const template = await addCheckTemplate(tx, viewer, tx.getReference(Company, companyId), definition, publication);
    await tx.flush();
    return toTemplateView(template, viewer);
  });
}

/** The input as stored: trimmed, and only schedules the screens and the schedule understand. */
function checkedDefinition(input: CreateComplianceTemplateInput): CheckTemplateDefinition {
  const name = input.name.trim();
  if (!name) throw new InvalidInput('Name is required');
  const frequency = input.frequency ?? null;
  assertSchedule(input.type, frequency, input.dueTime ?? null);
  return {
    name,
    type: input.type,
    description: input.description?.trim() || null,
    frequency,
    dueTime: input.dueTime ?? null,
    estimatedMinutes: input.estimatedMinutes ?? null,
    checkItems: checklistOf(input.checkItems).map(storedItemOf),
  };
}
