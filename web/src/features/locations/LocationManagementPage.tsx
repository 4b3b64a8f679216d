import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { LocationManagementDocument } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LocationIcon, PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { CreateLocationDialog } from './CreateLocationDialog';
import { LocationCard } from './LocationCard';

/** `/admin/locations` (SPEC 2.6): the company's locations and a dialog to add one. */
export function LocationManagementPage() {
  const { data, loading, error } = useQuery(LocationManagementDocument);
  const [creating, setCreating] = useState(false);
  const locations = data?.locations ?? [];
  const addButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon size={16} />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader title="Location Management" subtitle="Manage your company's locations and their opening hours" actions={addButton('Add Location')} />
      {loading && !data ? (
        <Status role="status">Loading locations...</Status>
      ) : error && !data ? (
        <Status role="alert">Failed to load locations. Please try refreshing the page.</Status>
      ) : locations.length === 0 ? (
        <Card>
          <EmptyState icon={<LocationIcon />} title="No locations found" action={addButton('Add Your First Location')} />
        </Card>
      ) : (
        <Grid>
          {locations.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </Grid>
      )}
      <CreateLocationDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

const Status = styled.p`
  padding: ${({ theme }) => theme.space(10)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
