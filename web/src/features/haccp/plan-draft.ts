import type { HaccpPlanQuery, HaccpVersionFieldsFragment, SaveHaccpPlanVersionInput } from '../../graphql/graphql';

export type LimitChoice = HaccpPlanQuery['haccpLimitChoices'][number];

/** A CCP as the editor holds it: the chosen limit by its key (the API's link key), and its three texts. */
export type CcpDraft = { limitKey: string; monitoring: string; correctiveAction: string; verification: string };
export type HazardDraft = { type: string; hazard: string; controlMeasure: string };
export type StepDraft = { step: string; label: string; hazards: HazardDraft[]; ccps: CcpDraft[] };

export const HAZARD_TYPES = [
  { value: 'biological', label: 'Biological' },
  { value: 'chemical', label: 'Chemical' },
  { value: 'physical', label: 'Physical' },
  { value: 'allergen', label: 'Allergen' },
];

/** The editor's copy of a version: what "Save as new version" starts from. */
export function draftOf(version: HaccpVersionFieldsFragment): StepDraft[] {
  return version.steps.map((step) => ({
    step: step.step,
    label: step.label,
    hazards: step.hazards.map(({ type, hazard, controlMeasure }) => ({ type, hazard, controlMeasure })),
    ccps: step.ccps.map((ccp) => ({
      limitKey: ccp.limit?.key ?? '',
      monitoring: ccp.monitoring,
      correctiveAction: ccp.correctiveAction,
      verification: ccp.verification,
    })),
  }));
}

/** The save input: each CCP's chosen limit back as its link (a CCP with no limit chosen is sent empty, and the API refuses it). */
export function inputOf(planId: number, steps: StepDraft[], choices: LimitChoice[]): SaveHaccpPlanVersionInput {
  const links = new Map(choices.map((choice) => [choice.limit.key, choice.link]));
  return {
    planId,
    steps: steps.map(({ step, hazards, ccps }) => ({
      step,
      hazards,
      ccps: ccps.map(({ limitKey, ...texts }) => {
        const link = links.get(limitKey);
        return {
          ...texts,
          limit: {
            equipmentType: link?.equipmentType ?? null,
            processKind: link?.processKind ?? null,
            checklistTemplateId: link?.checklistTemplateId ?? null,
            checklistItem: link?.checklistItem ?? null,
          },
        };
      }),
    })),
  };
}
