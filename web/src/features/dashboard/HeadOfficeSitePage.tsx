import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';
import { EmptyState } from '../../ui/EmptyState';
import { DashboardOf } from './DashboardPage';

/**
 * `/league-table/site/:locationId` (issue 35): one site's dashboard exactly as its manager sees it,
 * opened from the league table; the viewer acts only as their own rights allow. The header's
 * location follows, so every panel shows that site. A site out of reach is missing.
 */
export function HeadOfficeSitePage() {
  const locationId = Number(useParams().locationId) || 0;
  const { locations, selectLocation } = useSelectedLocation();
  const site = locations.find((location) => location.id === locationId);
  useEffect(() => {
    if (site) selectLocation(site.id);
  }, [site, selectLocation]);
  const back = <Link to={paths.leagueTable}>Back to the league table</Link>;
  return (
    <DashboardOf
      locationId={locationId}
      attention={
        <Note>
          Viewing {site?.name ?? 'this site'} as its manager sees it. {back}
        </Note>
      }
      failure={<EmptyState title="Site not found" text={back} />}
    />
  );
}

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.primarySoftBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;
