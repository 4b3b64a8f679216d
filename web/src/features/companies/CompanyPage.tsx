import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyPageDocument } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { useSession } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { AlertIcon, LocationIcon, ThermometerIcon, UsersIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { PlainList, RecordCardTitle } from '../../ui/RecordCard';
import { CentredSpinner } from '../../ui/Spinner';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { CompanyActiveButton } from './CompanyActiveButton';

/** A customer company: its locations, people, equipment and open alerts; the provider (de)activates it here. */
export function CompanyPage() {
  const id = Number(useParams().companyId);
  const { data, loading, error } = useQuery(CompanyPageDocument, { variables: { id } });
  // Only the provider (de)activates a company; its own administrator reads this page too.
  const canDeactivate = useSession().user?.capabilities.manageCompanies ?? false;
  if (loading && !data) return <CentredSpinner label="Loading company" />;
  if (error || !data) return <LoadError title="Could not load this company" error={error} />;
  const company = data.company;
  return (
    <>
      <PageHeader
        title={company.name}
        subtitle={[company.address, company.email, company.phone].filter(Boolean).join(' · ') || 'Customer company'}
        actions={
          <>
            <Badge $tone={company.isActive ? 'success' : 'neutral'}>{company.isActive ? 'Active' : 'Deactivated'}</Badge>
            {canDeactivate ? <CompanyActiveButton company={company} /> : null}
          </>
        }
      />
      <StatGrid>
        <StatTile label="Locations" value={company.locationCount} icon={<LocationIcon />} tone="info" />
        <StatTile label="Users" value={company.userCount} icon={<UsersIcon />} tone="success" />
        <StatTile label="Equipment Units" value={company.equipmentCount} icon={<ThermometerIcon />} tone="primary" />
        <StatTile label="Open Alerts" value={company.alertCount} icon={<AlertIcon />} tone="danger" />
      </StatGrid>
      <Columns>
        <Card aria-labelledby="company-locations">
          <CardHeader>
            <CardTitle id="company-locations">Locations</CardTitle>
          </CardHeader>
          <PlainList>
            {company.locations.map((location) => (
              <Row key={location.id}>
                <div>
                  <RecordCardTitle>{location.name}</RecordCardTitle>
                  <Muted>{location.address ?? 'No address'}</Muted>
                </div>
                <Badge $tone={location.isActive ? 'success' : 'neutral'}>{location.isActive ? 'Active' : 'Inactive'}</Badge>
              </Row>
            ))}
          </PlainList>
        </Card>
        <Card aria-labelledby="company-users">
          <CardHeader>
            <CardTitle id="company-users">Users</CardTitle>
          </CardHeader>
          <PlainList>
            {company.users.map((person) => (
              <Row key={person.id}>
                <div>
                  <RecordCardTitle>{person.fullName}</RecordCardTitle>
                  <Muted>
                    {person.username} · {person.roleLabel} · Last login {person.lastLogin ? formatDateTime(person.lastLogin) : 'never'}
                  </Muted>
                </div>
                <Badge $tone={person.isActive ? 'success' : 'neutral'}>{person.isActive ? 'Active' : 'Inactive'}</Badge>
              </Row>
            ))}
          </PlainList>
        </Card>
      </Columns>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  /* Never wider than a phone: the column minimum shrinks to the screen. */
  grid-template-columns: repeat(auto-fit, minmax(min(360px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
