import { skipToken, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ComplianceCheckTemplatesDocument, type ComplianceFiguresFragment, ComplianceOverviewDocument } from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
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
  /** The control of a pending check's row (Continue Check). */
  checkAction?: Parameters<typeof CheckList>[0]['action'];
};

/** A screen for the checks of one template type (SPEC 2.11 and its siblings): figures, templates to start, checks still to do. */
export function ChecksOfTypePage({ type, texts, figures, checkAction }: ChecksOfTypePageProps) {
  const { location } = useSelectedLocation();
  const templates = useQuery(ComplianceCheckTemplatesDocument, { variables: { type } });
  const overview = useQuery(
    ComplianceOverviewDocument,
    location ? { variables: { locationId: location.id, limit: PENDING_SHOWN, status: 'pending', type } } : skipToken,
  );
  const { start, startingId } = useStartCheck(texts.startedToast);

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
          action={checkAction}
        />
      </ComplianceSection>
    </>
  );
}
