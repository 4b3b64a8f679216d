import { skipToken, useQuery } from '@apollo/client/react';
import { ComplianceCheckTemplatesDocument, ComplianceOverviewDocument } from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { CheckList } from './CheckList';
import { CheckTemplates } from './CheckTemplates';
import { ComplianceSection } from './ComplianceSection';
import { NO_FIGURE } from './check-format';
import { useStartCheck } from './useStartCheck';

const DAILY_OPENING = 'daily_opening';
/** The API's largest page of checks. */
const PENDING_SHOWN = 100;

/** SPEC 2.11: today's opening figures, the opening templates and the opening checks still pending. */
export function DailyOpeningPage() {
  const { location } = useSelectedLocation();
  const templates = useQuery(ComplianceCheckTemplatesDocument, { variables: { type: DAILY_OPENING } });
  const overview = useQuery(
    ComplianceOverviewDocument,
    location ? { variables: { locationId: location.id, limit: PENDING_SHOWN, status: 'pending', type: DAILY_OPENING } } : skipToken,
  );
  const { start, startingId } = useStartCheck('Daily opening check started');
  const summary = overview.data?.complianceSummary;
  const pending = overview.data?.complianceChecks;

  return (
    <>
      <PageHeader title="Daily Opening Checks" subtitle={location ? `Opening checklists for today at ${location.name}` : 'Opening checklists for today'} />
      <StatGrid>
        <StatTile label="Today's Checks" value={summary?.dailyOpeningCompletedToday ?? NO_FIGURE} hint="Completed today" />
        <StatTile label="Pending" value={summary?.dailyOpeningPending ?? NO_FIGURE} />
        <StatTile label="Completion Rate" value={summary ? `${summary.dailyOpeningCompletionRate}%` : NO_FIGURE} />
      </StatGrid>
      <ComplianceSection title="Opening Check Templates">
        <CheckTemplates
          templates={templates.data?.complianceTemplates}
          error={templates.error}
          emptyText="No daily opening check templates are available yet."
          startLabel="Start Opening Check"
          startingId={startingId}
          onStart={start}
        />
      </ComplianceSection>
      <ComplianceSection title="Pending Opening Checks">
        <CheckList
          checks={pending}
          loading={overview.loading}
          error={overview.error}
          emptyTitle="No pending opening checks"
          emptyText="Opening checks you start appear here until they are completed."
          // SPEC 2.11: Continue Check is shown without behaviour.
          action={(_check, nameId) => (
            <Button size="sm" variant="secondary" aria-describedby={nameId}>
              Continue Check
            </Button>
          )}
        />
      </ComplianceSection>
    </>
  );
}
