import styled from 'styled-components';
import { BackupRunsCard } from '../../components/backups/BackupRunsCard';
import { useBackupStatus } from '../../components/backups/useBackupStatus';
import type { DashboardQuery } from '../../graphql/graphql';
import { companyPath } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { AlertIcon, BuildingIcon, LocationIcon, UsersIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { PlainList as Companies, RecordCardTitle as Name } from '../../ui/RecordCard';
import { StatGrid, StatTile } from '../../ui/StatTile';

type Overview = NonNullable<DashboardQuery['dashboard']['overview']>;

/** SPEC 2.5: the provider's view over every customer company, with counts from the API. */
export function SuperUserDashboard({ overview }: { overview: Overview }) {
  const backups = useBackupStatus();
  return (
    <>
      <Eyebrow>Food Safety Management · Provider Console</Eyebrow>
      <PageHeader title="Super Administrator Dashboard" subtitle="Oversee every customer company, its locations, users and alerts" />
      <StatGrid>
        <StatTile label="Total Companies" value={overview.totalCompanies} icon={<BuildingIcon />} tone="primary" />
        <StatTile label="Total Locations" value={overview.totalLocations} icon={<LocationIcon />} tone="info" />
        <StatTile label="Total Users" value={overview.totalUsers} icon={<UsersIcon />} tone="success" />
        <StatTile label="Active Alerts" value={overview.totalAlerts} icon={<AlertIcon />} tone="danger" />
      </StatGrid>
      <Card aria-labelledby="customer-companies-title">
        <CardHeader>
          <CardTitle id="customer-companies-title">Customer Companies</CardTitle>
        </CardHeader>
        <Companies>
          {overview.companies.map((company) => (
            <Company key={company.id}>
              <div>
                <Name>{company.name}</Name>
                <Counts>
                  <span>{company.locationCount} locations</span>
                  <span>{company.userCount} users</span>
                  <span>{company.equipmentCount} equipment units</span>
                </Counts>
              </div>
              <Side>
                <Badge $tone={company.alertCount > 0 ? 'danger' : 'success'}>{company.alertCount} alerts</Badge>
                {company.isActive ? null : <Badge $tone="neutral">Deactivated</Badge>}
                <ButtonLink to={companyPath(company.id)} variant="secondary" size="sm" aria-label={`View Details: ${company.name}`}>
                  View Details
                </ButtonLink>
              </Side>
            </Company>
          ))}
        </Companies>
      </Card>
      {backups ? <BackupRunsCard status={backups} /> : null}
    </>
  );
}

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const Company = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;
