import { skipToken, useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { CheckDialog } from '../../components/checks/CheckDialog';
import {
  type ComplianceCheckRowFragment,
  ComplianceCheckTemplatesDocument,
  type ComplianceFiguresFragment,
  ComplianceOverviewDocument,
} from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid } from '../../ui/StatTile';
import { CheckList } from './CheckList';
import { CheckTemplates } from './CheckTemplates';
import { ComplianceSection } from './ComplianceSection';
import { useStartCheck } from './useStartCheck';

/** The API's largest page of checks. */
const PENDING_SHOWN = 100;

export type ChecksOfTypeTexts = {
  title: string;
  /** The subtitle, given the selected location's name when there is one. */
  subtitle(locationName: string | null): string;
  templatesTitle: string;
  noTemplatesText: string;
  startLabel: string;
  startedToast: string;
  pendingTitle: string;
  noPendingTitle: string;
  noPendingText: string;
};

type ChecksOfTypePageProps = {
  /** The template type the screen is about, e.g. daily_opening. */
  type: string;
  texts: ChecksOfTypeTexts;
  /** The summary tiles, from the location's figures (undefined until loaded). */
  figures(summary: ComplianceFiguresFragment | undefined): ReactNode;
};

/**
 * A screen for the checks of one template type (SPEC 2.11 and its siblings): figures, templates
 * to start, and the checks still to do (pending, in progress or overdue). Starting a check or
 * Continue Check opens its checklist.
 */
export function ChecksOfTypePage({ type, texts, figures }: ChecksOfTypePageProps) {
  const { location } = useSelectedLocation();
  const templates = useQuery(ComplianceCheckTemplatesDocument, { variables: { type, locationId: location?.id } });
  const overview = useQuery(
    ComplianceOverviewDocument,
    location ? { variables: { locationId: location.id, limit: PENDING_SHOWN, status: 'open', type } } : skipToken,
  );
  const [working, setWorking] = useState<ComplianceCheckRowFragment | null>(null);
  const { start, startingId } = useStartCheck(texts.startedToast, setWorking);

  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle(location?.name ?? null)} />
      <StatGrid>{figures(overview.data?.complianceSummary)}</StatGrid>
      <ComplianceSection title={texts.templatesTitle}>
        <CheckTemplates
          templates={templates.data?.complianceTemplates}
          error={templates.error}
          emptyText={texts.noTemplatesText}
          startLabel={texts.startLabel}
          startingId={startingId}
          onStart={start}
        />
      </ComplianceSection>
      <ComplianceSection title={texts.pendingTitle}>
        <CheckList
          checks={overview.data?.complianceChecks}
          loading={overview.loading}
          error={overview.error}
          emptyTitle={texts.noPendingTitle}
          emptyText={texts.noPendingText}
          action={(check, nameId) => (
            <Button size="sm" variant="secondary" aria-describedby={nameId} onClick={() => setWorking(check)}>
              Continue Check
            </Button>
          )}
        />
      </ComplianceSection>
      <CheckDialog check={working} onClose={() => setWorking(null)} />
    </>
  );
}
