import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Field, Input, Select, Textarea } from '../../ui/Field';
import { type CcpDraft, HAZARD_TYPES, type HazardDraft, type LimitChoice, type StepDraft } from './plan-draft';

type Props = {
  steps: StepDraft[];
  choices: LimitChoice[];
  onChange(steps: StepDraft[]): void;
};

const NEW_HAZARD: HazardDraft = { type: 'biological', hazard: '', controlMeasure: '' };
const NEW_CCP: CcpDraft = { limitKey: '', monitoring: '', correctiveAction: '', verification: '' };

/** Each step's hazards and critical control points; a CCP's limit is chosen from the live configuration, never typed. */
export function PlanEditor({ steps, choices, onChange }: Props) {
  const update = (index: number, step: StepDraft) => onChange(steps.map((s, i) => (i === index ? step : s)));
  return (
    <>
      {steps.map((step, index) => (
        <StepEditor key={step.step} step={step} choices={choices} onChange={(next) => update(index, next)} />
      ))}
    </>
  );
}

function StepEditor({ step, choices, onChange }: { step: StepDraft; choices: LimitChoice[]; onChange(step: StepDraft): void }) {
  const setHazard = (index: number, hazard: HazardDraft) => onChange({ ...step, hazards: step.hazards.map((h, i) => (i === index ? hazard : h)) });
  const setCcp = (index: number, ccp: CcpDraft) => onChange({ ...step, ccps: step.ccps.map((c, i) => (i === index ? ccp : c)) });
  return (
    <Step>
      <legend>
        {step.label}
        {step.ccps.length ? ' — critical control point' : ''}
      </legend>
      <h3>Hazards</h3>
      {step.hazards.map((hazard, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: hazards have no id; their place in the list is what the editor changes.
        <Row key={index} aria-label={`${step.label} hazard ${index + 1}`} role="group">
          <Field label="Hazard type">
            {(control) => (
              <Select {...control} value={hazard.type} onChange={(e) => setHazard(index, { ...hazard, type: e.target.value })}>
                {HAZARD_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Hazard">
            {(control) => <Input {...control} value={hazard.hazard} onChange={(e) => setHazard(index, { ...hazard, hazard: e.target.value })} />}
          </Field>
          <Field label="Control measure">
            {(control) => (
              <Input {...control} value={hazard.controlMeasure} onChange={(e) => setHazard(index, { ...hazard, controlMeasure: e.target.value })} />
            )}
          </Field>
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...step, hazards: step.hazards.filter((_, i) => i !== index) })}>
            Remove hazard
          </Button>
        </Row>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange({ ...step, hazards: [...step.hazards, NEW_HAZARD] })}>
        Add hazard to {step.label}
      </Button>
      <h3>Critical control points</h3>
      {step.ccps.map((ccp, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above, a CCP is its place in the list.
        <Row key={index} aria-label={`${step.label} critical control point ${index + 1}`} role="group">
          <Field label="Critical limit">
            {(control) => (
              <Select {...control} value={ccp.limitKey} onChange={(e) => setCcp(index, { ...ccp, limitKey: e.target.value })}>
                <option value="">Choose a limit</option>
                {choices.map((choice) => (
                  <option key={choice.limit.key} value={choice.limit.key}>
                    {choice.limit.source}: {choice.limit.text}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Monitoring">
            {(control) => <Textarea {...control} value={ccp.monitoring} onChange={(e) => setCcp(index, { ...ccp, monitoring: e.target.value })} />}
          </Field>
          <Field label="Corrective action">
            {(control) => <Textarea {...control} value={ccp.correctiveAction} onChange={(e) => setCcp(index, { ...ccp, correctiveAction: e.target.value })} />}
          </Field>
          <Field label="Verification">
            {(control) => <Textarea {...control} value={ccp.verification} onChange={(e) => setCcp(index, { ...ccp, verification: e.target.value })} />}
          </Field>
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...step, ccps: step.ccps.filter((_, i) => i !== index) })}>
            Remove critical control point
          </Button>
        </Row>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange({ ...step, ccps: [...step.ccps, NEW_CCP] })}>
        Add critical control point to {step.label}
      </Button>
    </Step>
  );
}

const Step = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space(1)}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.sm}; margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)}; }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  padding-bottom: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
`;
