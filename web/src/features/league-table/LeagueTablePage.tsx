import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SiteLeagueDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { ButtonAnchor } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { DownloadIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { LeaguePeriodPicker } from './LeaguePeriodPicker';
import { LeagueTable } from './LeagueTable';
import { DEFAULT_PERIOD, exportHref, type LeaguePeriod, periodInput } from './league-period';

/** `/league-table` (issue 35): the sites within reach ranked over a period, for company-wide administrators and area managers. */
export function LeagueTablePage() {
  const allowed = useSession().user?.capabilities.readSiteLeague;
  const [period, setPeriod] = useState<LeaguePeriod>(DEFAULT_PERIOD);
  return (
    <>
      <PageHeader
        title="League Table"
        subtitle="Your sites ranked over the period, the one most in need of attention first"
        actions={
          allowed ? (
            <ButtonAnchor href={exportHref(period)} download variant="secondary">
              <DownloadIcon size={16} />
              Export CSV
            </ButtonAnchor>
          ) : null
        }
      />
      {allowed ? (
        <>
          <LeaguePeriodPicker period={period} onChange={setPeriod} />
          <League period={period} />
        </>
      ) : (
        <EmptyState title="Not available" text="Only company administrators and area managers can see the league table." />
      )}
    </>
  );
}

function League({ period }: { period: LeaguePeriod }) {
  const { data, loading, error } = useQuery(SiteLeagueDocument, { variables: { period: periodInput(period) } });
  if (loading && !data) return <Spinner label="Loading league table" />;
  if (error) return <LoadError title="Could not load the league table" error={error} />;
  const rows = data?.siteLeague ?? [];
  return (
    <Card>
      <CardBody>
        {rows.length ? (
          <>
            <p>
              Ranked worst first: lowest check completion, then most overdue actions, most excursion minutes, most integrity flags, most open actions and
              slowest mean time to resolve. Each site’s days are its own local days.
            </p>
            <LeagueTable rows={rows} />
          </>
        ) : (
          <EmptyState title="No sites to rank" text="There are no active sites within your reach." />
        )}
      </CardBody>
    </Card>
  );
}
