import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { AreaManagementDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LocationIcon, PlusIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { AreaCard } from './AreaCard';
import { AreaNameDialog } from './AreaNameDialog';
import { SiteAreaTable } from './SiteAreaTable';

/** `/admin/areas` (issue 35): the company's areas (company → area → site), and which area each site belongs to. */
export function AreasPage() {
  const manageAreas = useSession().user?.capabilities.manageAreas ?? false;
  return manageAreas ? (
    <AreaManagement />
  ) : (
    <>
      <PageHeader title="Areas" />
      <Status role="alert">Only company administrators can manage areas.</Status>
    </>
  );
}

function AreaManagement() {
  const { data, loading, error } = useQuery(AreaManagementDocument);
  const [creating, setCreating] = useState(false);
  const areas = data?.areas ?? [];
  const locations = data?.locations ?? [];
  const addButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon size={16} />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader title="Areas" subtitle="Group your sites into areas; an Area Manager looks after the sites of their areas" actions={addButton('Add Area')} />
      {loading && !data ? (
        <Status role="status">Loading areas...</Status>
      ) : error && !data ? (
        <LoadError title="Failed to load areas" error={error} />
      ) : (
        <Sections>
          {areas.length === 0 ? (
            <Card>
              <EmptyState icon={<LocationIcon />} title="No areas yet" text="Every site belongs to no area." action={addButton('Add Your First Area')} />
            </Card>
          ) : (
            <Grid aria-label="Areas">
              {areas.map((area) => (
                <AreaCard key={area.id} area={area} sites={locations.filter((site) => site.areaId === area.id)} />
              ))}
            </Grid>
          )}
          <Card>
            <CardBody>
              <SiteAreaTable areas={areas} locations={locations} />
            </CardBody>
          </Card>
        </Sections>
      )}
      <AreaNameDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

const Status = styled.p`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
