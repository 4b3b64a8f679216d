import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SitesNeedingAttentionDocument } from '../../graphql/graphql';
import { leagueSitePath, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';

/**
 * Issue 35: for company-wide administrators and area managers of several sites, the league table's
 * worst five over the last 7 days (the API's one rule), first on the company dashboard.
 */
export function SitesNeedingAttention() {
  const { sites } = useSitesNeedingAttention();
  if (!sites.length) return null;
  return (
    <Attention aria-labelledby="sites-needing-attention">
      <CardHeader>
        <CardTitle id="sites-needing-attention">Sites needing attention</CardTitle>
        <Link to={paths.leagueTable}>View league table</Link>
      </CardHeader>
      <CardBody>
        <Sites>
          {sites.map((site) => (
            <li key={site.locationId}>
              <Link to={leagueSitePath(site.locationId)}>
                {site.rank}. {site.locationName}
              </Link>
              <Muted>
                {site.areaName ? `${site.areaName} · ` : ''}
                {site.completionRate == null ? 'No checks due' : `${site.completionRate}% checks completed`} · {site.excursionMinutes} excursion minutes ·{' '}
                {site.overdueActions} overdue actions
              </Muted>
            </li>
          ))}
        </Sites>
      </CardBody>
    </Attention>
  );
}

/** The worst sites for those who may read the league; `loading` until the first answer (a refetch keeps it). */
export function useSitesNeedingAttention() {
  const allowed = useSession().user?.capabilities.readSiteLeague;
  const { data, loading } = useQuery(SitesNeedingAttentionDocument, allowed ? {} : skipToken);
  return { sites: data?.sitesNeedingAttention ?? [], loading: loading && !data };
}

const Attention = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Sites = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; align-items: baseline; }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
