import type { EntityManager } from '@mikro-orm/postgresql';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import type { DigitalForm } from './digital-form.entity.js';
import { outOfRangeFields, rangeText } from './form-data.js';
import type { FormTemplate } from './form-templates.js';

/**
 * A critical field answered outside its range is a food-safety problem to put right, as a failed
 * critical check item is: one critical compliance_issue action per form and field (a retry opens
 * nothing), linked to the form.
 */
export async function openOutOfRangeActions(em: EntityManager, form: DigitalForm, template: FormTemplate): Promise<CorrectiveAction[]> {
  const opened: CorrectiveAction[] = [];
  for (const field of outOfRangeFields(template.fields, form.formData).filter((candidate) => candidate.critical)) {
    const answer = `${form.formData[field.name]}${field.unit ? ` ${field.unit}` : ''}`;
    const action = await openAutomaticAction(em, {
      companyId: form.company.id,
      locationId: form.location.id,
      type: 'compliance_issue',
      digitalFormId: form.id,
      checkItem: field.label,
      description: `Critical field out of range in "${template.name}": ${field.label} was ${answer} (acceptable ${rangeText(field)})`,
      severity: 'critical',
    });
    if (action) opened.push(action);
  }
  return opened;
}

/** The actions each form opened, by form id (for the forms' views). */
export async function actionIdsByForm(em: EntityManager, formIds: number[]): Promise<Map<number, number[]>> {
  const byForm = new Map<number, number[]>();
  if (!formIds.length) return byForm;
  const actions = await em.find(CorrectiveAction, { digitalFormId: { $in: formIds } }, { fields: ['id', 'digitalFormId'], orderBy: { id: 'asc' } });
  for (const action of actions) byForm.set(action.digitalFormId as number, [...(byForm.get(action.digitalFormId as number) ?? []), action.id]);
  return byForm;
}
