import { InvalidInput } from '../../errors.js';
import { type LimitConfig, liveLimit } from './haccp-limits.js';
import { HAZARD_TYPES, type HazardType, type LimitLinkFields, linkOf, type PlanStep, PROCESS_STEPS, type ProcessStep, stepLabel } from './haccp-steps.js';

export interface StepInput {
  step: string;
  hazards: { type: string; hazard: string; controlMeasure: string }[];
  ccps: { limit: LimitLinkFields; monitoring: string; correctiveAction: string; verification: string }[];
}

/** A plan's steps as an administrator wrote them: known steps, once each, in the order food moves; every CCP linked to a limit that is set. */
export function validSteps(input: StepInput[], config: LimitConfig): PlanStep[] {
  const seen = new Set<string>();
  const steps = input.map((step): PlanStep => {
    if (!(PROCESS_STEPS as readonly string[]).includes(step.step)) throw new InvalidInput(`${step.step} is not a process step (${PROCESS_STEPS.join(', ')})`);
    if (seen.has(step.step)) throw new InvalidInput(`${stepLabel(step.step)} is listed twice`);
    seen.add(step.step);
    return {
      step: step.step as ProcessStep,
      hazards: step.hazards.map((h) => validHazard(h, step.step)),
      ccps: step.ccps.map((c) => validCcp(c, step.step, config)),
    };
  });
  if (!steps.length) throw new InvalidInput('A plan needs at least one process step');
  return steps.sort((a, b) => PROCESS_STEPS.indexOf(a.step) - PROCESS_STEPS.indexOf(b.step));
}

function validHazard(hazard: StepInput['hazards'][number], step: string): PlanStep['hazards'][number] {
  if (!(HAZARD_TYPES as readonly string[]).includes(hazard.type)) throw new InvalidInput(`A hazard's type must be one of ${HAZARD_TYPES.join(', ')}`);
  const text = required(hazard.hazard, `Each hazard of ${stepLabel(step)} needs a description`);
  const control = required(hazard.controlMeasure, `Each hazard of ${stepLabel(step)} needs its control measure`);
  return { type: hazard.type as HazardType, hazard: text, controlMeasure: control };
}

function validCcp(ccp: StepInput['ccps'][number], step: string, config: LimitConfig): PlanStep['ccps'][number] {
  const limit = linkOf(ccp.limit, step);
  if (!liveLimit(limit, config)) {
    throw new InvalidInput(`A critical control point of ${stepLabel(step)} links to nothing: no such band, process rule or critical checklist item is set`);
  }
  return {
    limit,
    monitoring: required(ccp.monitoring, `Each critical control point of ${stepLabel(step)} needs its monitoring`),
    correctiveAction: required(ccp.correctiveAction, `Each critical control point of ${stepLabel(step)} needs its corrective action`),
    verification: required(ccp.verification, `Each critical control point of ${stepLabel(step)} needs its verification`),
  };
}

function required(text: string, message: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new InvalidInput(message);
  return trimmed;
}
