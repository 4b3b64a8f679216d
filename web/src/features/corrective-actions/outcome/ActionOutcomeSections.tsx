import type { ComponentType, ReactNode } from 'react';
import { DispositionSection } from './DispositionSection';
import { ExposurePanel } from './ExposurePanel';
import { OwnerSection } from './OwnerSection';
import type { ActionOutcome } from './outcome-words';
import { RootCauseSection } from './RootCauseSection';
import { SignOffSection } from './SignOffSection';

type Action = ActionOutcome & { type?: string | null; status: string; dueDate?: string | null; verificationRequirement?: { canOverride: boolean } | null };
type SectionProps = { title: string; children: ReactNode };

/** Issue 36's parts of the details dialog, before its history: owner, exposure, the food, root cause. */
export function OutcomeSections({ action, Section }: { action: Action; Section: ComponentType<SectionProps> }) {
  const closed = Boolean(action.closedAt);
  return (
    <>
      <Section title="Owner">
        <OwnerSection action={action} />
      </Section>
      {action.exposure ? (
        <Section title="Exposure">
          <ExposurePanel exposure={action.exposure} />
        </Section>
      ) : null}
      {action.type === 'temperature_alert' ? (
        <Section title="What was done with the food">
          <DispositionSection action={action} closed={closed} />
        </Section>
      ) : null}
      <Section title="Root cause">
        <RootCauseSection action={action} closed={closed} />
      </Section>
    </>
  );
}

/** After the resolution: the manager's sign-off a critical temperature or food-process action awaits, or had. */
export function SignOffPart({ action, Section }: { action: Action; Section: ComponentType<SectionProps> }) {
  if (!action.awaitingSignOff && !action.signedOffAt) return null;
  return (
    <Section title="Sign-off">
      <SignOffSection action={action} canSignOff={action.verificationRequirement?.canOverride ?? false} />
    </Section>
  );
}
