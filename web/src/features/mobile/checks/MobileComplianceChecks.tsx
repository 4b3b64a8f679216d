import { useState } from 'react';
import styled from 'styled-components';
import { answersFrom } from '../../../components/checks/ChecklistAnswers';
import { type TodaysCheckCounts, useTodaysCheckCounts } from '../../../components/checks/useTodaysCheckCounts';
import { useSelectedLocation } from '../../../lib/selected-location';
import { Card } from '../../../ui/Card';
import { Body, Muted, SectionTitle, ViewHeader } from '../shell/mobile-ui';
import { CheckTemplateList } from './CheckTemplateList';
import { type CheckToWork, ComplianceCheckDetail } from './ComplianceCheckDetail';
import { DueCheckList } from './DueCheckList';
import { type CheckTemplate, type DueCheck, useChecksToDo } from './useChecksToDo';

/** SPEC 9's counters, now today's checks at the location as the API counts them ('—' until known). */
function counters(counts: TodaysCheckCounts | undefined) {
  return [
    { label: 'Pending', value: counts?.pending ?? '—' },
    { label: 'Completed', value: counts?.completed ?? '—' },
    { label: 'Overdue', value: counts?.overdue ?? '—' },
  ];
}

/** A due check is completed itself, with any answers saved on the desktop already in. */
const dueCheckWork = (check: DueCheck): CheckToWork => ({
  checkId: check.id,
  templateId: check.templateId ?? null,
  name: check.templateName,
  description: check.description ?? null,
  items: check.items,
  answers: answersFrom(check.items),
});

const newCheckWork = (template: CheckTemplate): CheckToWork => ({
  checkId: null,
  templateId: template.id,
  name: template.name,
  description: template.description ?? null,
  items: template.checkItems,
  answers: {},
});

/**
 * SPEC 2.20 Mobile Compliance Checks, first with today's due checks of the schedule (issue 30), whose
 * completion completes them; then the templates, each to start a check of one's own.
 */
export function MobileComplianceChecks({ onBack }: { onBack(): void }) {
  const { location } = useSelectedLocation();
  const counts = useTodaysCheckCounts(location?.id);
  const { due, templates, waitingIds } = useChecksToDo(location?.id);
  const [chosen, setChosen] = useState<CheckToWork | null>(null);

  if (chosen) return <ComplianceCheckDetail check={chosen} onDone={() => setChosen(null)} />;

  return (
    <>
      <ViewHeader title="Compliance Checks" backLabel="Back to dashboard" onBack={onBack} />
      <Body>
        <Counters>
          {counters(counts).map(({ label, value }) => (
            <Counter key={label}>
              <strong>{value}</strong>
              <Muted>{label}</Muted>
            </Counter>
          ))}
        </Counters>
        <SectionTitle>Due today</SectionTitle>
        <DueCheckList due={due} waitingIds={waitingIds} onOpen={(check) => setChosen(dueCheckWork(check))} />
        <SectionTitle>Start another check</SectionTitle>
        <CheckTemplateList templates={templates} onOpen={(template) => setChosen(newCheckWork(template))} />
      </Body>
    </>
  );
}

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

const Counter = styled(Card).attrs({ as: 'div' })`
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
