import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CheckDialog } from '../../components/checks/CheckDialog';
import { type ComplianceCheckRowFragment, ComplianceCheckTemplatesDocument, ComplianceOverviewDocument } from '../../graphql/graphql';
import { formatRate } from '../../lib/format/rate';
import { useSelectedLocation } from '../../lib/selected-location';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { EmptyStateNote } from '../../ui/EmptyState';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { CheckList } from './CheckList';
import { CheckTemplates } from './CheckTemplates';
import { ComplianceSection } from './ComplianceSection';
import { NO_FIGURE } from './check-format';
import { NewChecklistDialog } from './NewChecklistDialog';
import { useStartCheck } from './useStartCheck';

/** SPEC 9: the checks list shows the 10 most recent. */
const RECENT_CHECKS = 10;

/**
 * SPEC 2.10: figures, templates to start and the latest checks at the selected location; each check opens its checklist.
 * Administrators add a checklist with Add Checklist (issue 30); SPEC's New Check still promises custom checks, and no
 * other button's name contains those words.
 */
export function CompliancePage() {
  const { location } = useSelectedLocation();
  const { user } = useSession();
  // Head office's administrators build checklists; they also see the retired ones, marked so.
  const canCreate = Boolean(user?.capabilities.manageCheckTemplates);
  const templates = useQuery(ComplianceCheckTemplatesDocument, { variables: { locationId: location?.id, includeRetired: canCreate } });
  const overview = useQuery(ComplianceOverviewDocument, location ? { variables: { locationId: location.id, limit: RECENT_CHECKS } } : skipToken);
  const [working, setWorking] = useState<ComplianceCheckRowFragment | null>(null);
  const { start, startingId } = useStartCheck('Compliance check started', setWorking);
  const summary = overview.data?.complianceSummary;
  const [creating, setCreating] = useState(false);
  const hasTemplates = Boolean(templates.data?.complianceTemplates.length);
  const newChecklist = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <PlusIcon size={14} />
      Add Checklist
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Compliance Checks"
        subtitle={location ? `Checklists and their results at ${location.name}` : 'Checklists and their results'}
        actions={
          <Button onClick={() => toast({ title: 'Feature coming soon', description: 'Custom compliance checks will be available in the next update' })}>
            New Check
          </Button>
        }
      />
      <StatGrid>
        <StatTile label="Pending Checks" value={summary?.pendingCount ?? NO_FIGURE} hint="Require attention" />
        <StatTile label="Completed Today" value={summary?.completedToday ?? NO_FIGURE} />
        <StatTile label="Compliance Rate" value={formatRate(summary?.complianceRate)} />
      </StatGrid>
      <ComplianceSection title="Available Check Templates" action={canCreate && hasTemplates ? newChecklist : null}>
        <CheckTemplates
          templates={templates.data?.complianceTemplates}
          error={templates.error}
          emptyText="No check templates are available yet."
          emptyAction={canCreate ? newChecklist : <EmptyStateNote>Managers and administrators can add checklists.</EmptyStateNote>}
          startLabel="Start Check"
          startingId={startingId}
          onStart={start}
        />
      </ComplianceSection>
      <ComplianceSection title="Recent Compliance Checks">
        <CheckList
          checks={overview.data?.complianceChecks}
          loading={overview.loading}
          error={overview.error}
          emptyTitle="No Compliance Checks"
          emptyText="Start a check from one of the templates above."
          action={(check, nameId) => (
            <Button size="sm" variant="secondary" aria-describedby={nameId} onClick={() => setWorking(check)}>
              {check.status === 'completed' ? 'View Check' : 'Continue Check'}
            </Button>
          )}
        />
      </ComplianceSection>
      <CheckDialog check={working} onClose={() => setWorking(null)} />
      {creating ? <NewChecklistDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
