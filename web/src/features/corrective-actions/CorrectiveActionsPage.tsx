import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { CorrectiveActionsDocument } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { AlertIcon, CheckCircleIcon, ClockIcon, FilterIcon, PlayIcon, PlusIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { Tabs } from '../../ui/Tabs';
import { ActionCard } from './ActionCard';
import { ACTION_TABS } from './action-tabs';
import { useActionTransitions } from './useActionTransitions';

/** SPEC 2.14 with real data: the API's list and tile figures; Start Action and Mark Complete are wired. */
export function CorrectiveActionsPage() {
  const { data, loading, error } = useQuery(CorrectiveActionsDocument);
  const { start, complete, busy } = useActionTransitions();
  const header = (
    <PageHeader
      title="Corrective Actions"
      subtitle="Track and resolve food safety issues"
      actions={
        // Filter and New Action are shown without behaviour for now (SPEC 2.14).
        <>
          <Button variant="secondary">
            <FilterIcon size={16} />
            Filter
          </Button>
          <Button>
            <PlusIcon size={16} />
            New Action
          </Button>
        </>
      }
    />
  );
  if (loading && !data) {
    return (
      <>
        {header}
        <Loading role="status">Loading corrective actions...</Loading>
      </>
    );
  }
  if (error && !data) {
    return (
      <>
        {header}
        <LoadError title="Could not load corrective actions" error={error} />
      </>
    );
  }
  const actions = data?.correctiveActions ?? [];
  const summary = data?.correctiveActionSummary;

  return (
    <>
      {header}
      <StatGrid>
        <StatTile label="Total" value={summary?.total ?? 0} icon={<ClockIcon />} />
        <StatTile label="Pending" value={summary?.pending ?? 0} icon={<PlayIcon />} tone="warning" />
        <StatTile label="In Progress" value={summary?.inProgress ?? 0} icon={<CheckCircleIcon />} tone="info" />
        <StatTile label="Critical" value={summary?.critical ?? 0} icon={<AlertIcon />} tone="danger" />
      </StatGrid>
      <Tabs
        label="Corrective action status"
        items={ACTION_TABS.map((tab) => {
          const shown = actions.filter(tab.shows);
          return {
            value: tab.value,
            label: tab.label,
            panel:
              shown.length === 0 ? (
                <EmptyState icon={<CheckCircleIcon />} title="No corrective actions found" />
              ) : (
                <List>
                  {shown.map((action) => (
                    <ActionCard key={action.id} action={action} busy={busy} onStart={start} onComplete={complete} />
                  ))}
                </List>
              ),
          };
        })}
      />
    </>
  );
}

const Loading = styled.p`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
