import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { type TodaysCheckCounts, useTodaysCheckCounts } from '../../../components/checks/useTodaysCheckCounts';
import { MobileComplianceTemplatesDocument } from '../../../graphql/graphql';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { ClockIcon } from '../../../ui/icons';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { Body, CardButton, List, Muted, ViewHeader } from '../shell/mobile-ui';
import { ComplianceCheckDetail } from './ComplianceCheckDetail';

/** SPEC 9's counters, now today's checks at the location as the API counts them ('—' until known). */
function counters(counts: TodaysCheckCounts | undefined) {
  return [
    { label: 'Pending', value: counts?.pending ?? '—' },
    { label: 'Completed', value: counts?.completed ?? '—' },
    { label: 'Overdue', value: counts?.overdue ?? '—' },
  ];
}

/** SPEC 2.20 Mobile Compliance Checks: the templates to work through, then one check at a time. */
export function MobileComplianceChecks({ locationId, onBack }: { locationId?: number; onBack(): void }) {
  const counts = useTodaysCheckCounts(locationId);
  const { data, loading, error } = useQuery(MobileComplianceTemplatesDocument);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const templates = data?.complianceTemplates ?? [];
  const chosen = templates.find((t) => t.id === chosenId);

  if (chosen) return <ComplianceCheckDetail template={chosen} onDone={() => setChosenId(null)} />;

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
        {loading ? (
          <Spinner label="Loading compliance checks" />
        ) : error ? (
          <LoadError title="Failed to load compliance checks" error={error} />
        ) : templates.length === 0 ? (
          <Empty>No compliance checks available for your location.</Empty>
        ) : (
          <List>
            {templates.map((template) => (
              <li key={template.id}>
                <CardButton type="button" onClick={() => setChosenId(template.id)}>
                  <Top>
                    <strong>{template.name}</strong>
                    {template.frequency ? <Badge $tone="info">{template.frequency}</Badge> : null}
                  </Top>
                  {template.description ? <Muted>{template.description}</Muted> : null}
                  <Minutes>
                    <ClockIcon size={14} />
                    {`${template.estimatedMinutes} min`}
                  </Minutes>
                </CardButton>
              </li>
            ))}
          </List>
        )}
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

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Minutes = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled(Muted)`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
`;
