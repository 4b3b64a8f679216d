import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Company } from '../tenancy/company.entity.js';
import { canCreateCheckTemplates } from '../tenancy/roles.js';
import { type CheckItem, checklistOf, storedItemOf } from './check-item-kinds.js';
import type { CreateComplianceTemplateInput } from './check-template-input.types.js';
import type { ComplianceTemplateType } from './compliance.types.js';
import { recordTemplateVersion } from './check-template-versions.js';
import { ComplianceCheckTemplate } from './compliance-check-template.entity.js';
import { assertSchedule, toTemplateView } from './compliance-templates.service.js';

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
): Promise<ComplianceCheckTemplate> {
  const template = em.create(ComplianceCheckTemplate, { company, ...fields, checklistItems: checkItems });
  recordTemplateVersion(em, template, actor.userId);
  await em.flush();
  const { editable: _, ...after } = toTemplateView(template);
  recordAudit(em, actor, { companyId: company.id, entity: 'compliance_check_template', entityId: template.id, action: 'create', after });
  return template;
}

/** New checklist: a company's administrators write a template from scratch, for the whole company; audited. */
export async function createComplianceTemplate(em: EntityManager, viewer: Viewer, input: CreateComplianceTemplateInput): Promise<ComplianceTemplateType> {
  if (!canCreateCheckTemplates(viewer) || viewer.companyId === null)
    throw new Forbidden('Only company-wide administrators can create checklists: a checklist is used at every location');
  const definition = checkedDefinition(input);
  const companyId = viewer.companyId;
  return em.transactional(async (tx) => {
    const template = await addCheckTemplate(tx, viewer, tx.getReference(Company, companyId), definition);
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

