import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useLiveCorrectiveActions } from '../../components/corrective-actions/useLiveCorrectiveActions';
import { CorrectiveActionsDocument, CorrectiveActionTilesDocument } from '../../graphql/graphql';
import { ACTION_PARAM, LOCATION_PARAM, NEW_ACTION_PARAM, paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { AlertIcon, CheckCircleIcon, ClockIcon, FilterIcon, PlayIcon, PlusIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { Tabs } from '../../ui/Tabs';
import { ActionCard } from './ActionCard';
import { ActionDetailsDialog } from './ActionDetailsDialog';
import { ACTION_TABS, type CorrectiveAction } from './action-tabs';
import { NewActionDialog } from './NewActionDialog';
import { ResolveActionDialog } from './ResolveActionDialog';
import { useActionTransitions } from './useActionTransitions';

/** SPEC 2.14 with real data, live: actions opened, escalated, started or resolved anywhere the user works appear at once. */
export function CorrectiveActionsPage() {
  // The league table links to one site's actions with ?location=<id>; otherwise every site's.
  const [params, setParams] = useSearchParams();
  const atSite = Number(params.get(LOCATION_PARAM)) || null;
  const oneSite = atSite === null ? {} : { variables: { locationId: atSite } };
  const { data, loading, error } = useQuery(CorrectiveActionsDocument, oneSite);
  const tiles = useQuery(CorrectiveActionTilesDocument, oneSite);
  const { locations } = useSelectedLocation();
  useLiveCorrectiveActions(
    locations.map((l) => l.id),
    () => void tiles.refetch().catch(() => undefined),
  );
  const { acknowledge, start, complete, busy } = useActionTransitions();
  // Report Issue (the dashboard's quick action) arrives with ?new=1: the New Action dialog opens.
  const [creating, setCreating] = useState(params.get(NEW_ACTION_PARAM) === '1');
  const closeNew = () => {
    setCreating(false);
    if (params.has(NEW_ACTION_PARAM)) setParams(without(params, NEW_ACTION_PARAM), { replace: true });
  };
  const [resolving, setResolving] = useState<CorrectiveAction | null>(null);
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  // A notification's link arrives with ?action=<id>: that action's details open (again on each new link).
  const linked = actionParam(params.get(ACTION_PARAM));
  useEffect(() => {
    if (linked !== null) setDetailsOf(linked);
  }, [linked]);
  const closeDetails = () => {
    setDetailsOf(null);
    if (params.has(ACTION_PARAM)) setParams(without(params, ACTION_PARAM), { replace: true });
  };
  const header = (
    <PageHeader
      title="Corrective Actions"
      subtitle="Track and resolve food safety issues"
      actions={
        // Filter is shown without behaviour for now (SPEC 2.14).
        <>
          <Button variant="secondary">
            <FilterIcon size={16} />
            Filter
          </Button>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={16} />
            New Action
          </Button>
        </>
      }
    />
  );
  const dialogs = (
    <>
      {creating ? <NewActionDialog onClose={closeNew} /> : null}
      {resolving ? (
        <ResolveActionDialog
          action={resolving}
          onResolve={(text, verification) => complete(resolving.id, text, verification)}
          onClose={() => setResolving(null)}
        />
      ) : null}
      {detailsOf !== null ? <ActionDetailsDialog actionId={detailsOf} onClose={closeDetails} /> : null}
    </>
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
  const summary = tiles.data?.correctiveActionSummary;

  const siteName = atSite === null ? null : (locations.find((l) => l.id === atSite)?.name ?? 'one site');
  return (
    <>
      {header}
      {siteName ? (
        <SiteNote>
          Showing the actions of {siteName} only. <Link to={paths.correctiveActions}>Show every site</Link>
        </SiteNote>
      ) : null}
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
                    <ActionCard
                      key={action.id}
                      action={action}
                      busy={busy}
                      onAcknowledge={acknowledge}
                      onStart={start}
                      onComplete={setResolving}
                      onViewDetails={setDetailsOf}
                    />
                  ))}
                </List>
              ),
          };
        })}
      />
      {dialogs}
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

function actionParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

const SiteNote = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The search parameters without one, the others (e.g. the site) kept. */
function without(params: URLSearchParams, name: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(name);
  return next;
}
