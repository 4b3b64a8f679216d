import { skipToken, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { CheckTypeOverviewDocument, ComplianceCheckTemplatesDocument } from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { CheckList } from './CheckList';
import { CheckTemplates } from './CheckTemplates';
import { ComplianceSection } from './ComplianceSection';
import { NO_FIGURE } from './check-format';
import { useStartCheck } from './useStartCheck';

/** What the Closing, Allergen and Monthly screens say; their shape is Daily Opening's (SPEC 2.11). */
export type CheckTypeScreenConfig = {
  type: 'closing' | 'allergen' | 'monthly';
  title: string;
  subtitle: string;
  /** "Today's Checks" or "This Month's Checks". */
  periodLabel: string;
  /** "Closing", "Allergen", "Monthly": the word in section titles and buttons. */
  noun: string;
};

/** The API's largest page of checks. */
const PENDING_SHOWN = 100;

/** This period's figures, the templates of one type with Start, and that type's pending checks. */
export function CheckTypeScreen({ screen, children }: { screen: CheckTypeScreenConfig; children?: ReactNode }) {
  const { location } = useSelectedLocation();
  const templates = useQuery(ComplianceCheckTemplatesDocument, { variables: { type: screen.type } });
  const overview = useQuery(
    CheckTypeOverviewDocument,
    location ? { variables: { locationId: location.id, type: screen.type, limit: PENDING_SHOWN } } : skipToken,
  );
  const { start, startingId } = useStartCheck(`${screen.noun} check started`);
  const summary = overview.data?.checkTypeSummary;
  const lower = screen.noun.toLowerCase();
  // useStartCheck refreshes the Daily Opening overview; this screen's own figures are refreshed here.
  const startAndRefresh = async (template: { id: number; name: string }) => {
    await start(template);
    if (location) await overview.refetch();
  };

  return (
    <>
      <PageHeader title={screen.title} subtitle={location ? `${screen.subtitle} at ${location.name}` : screen.subtitle} />
      <StatGrid>
        <StatTile
          label={screen.periodLabel}
          value={summary?.completedThisPeriod ?? NO_FIGURE}
          hint={summary?.period === 'month' ? 'Completed this month' : 'Completed today'}
        />
        <StatTile label="Pending" value={summary?.pending ?? NO_FIGURE} />
        <StatTile label="Completion Rate" value={summary ? `${summary.completionRate}%` : NO_FIGURE} />
      </StatGrid>
      {children}
      <ComplianceSection title={`${screen.noun} Check Templates`}>
        <CheckTemplates
          templates={templates.data?.complianceTemplates}
          error={templates.error}
          emptyText={`No ${lower} check templates are available yet.`}
          startLabel={`Start ${screen.noun} Check`}
          startingId={startingId}
          onStart={startAndRefresh}
        />
      </ComplianceSection>
      <ComplianceSection title={`Pending ${screen.noun} Checks`}>
        <CheckList
          checks={overview.data?.complianceChecks}
          loading={overview.loading}
          error={overview.error}
          emptyTitle={`No pending ${lower} checks`}
          emptyText={`${screen.noun} checks you start appear here until they are completed.`}
          // Working a check item by item belongs to the checklist screen (issue 14 item 2); as on Daily Opening.
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
