import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { NoEquipmentHere } from '../../components/equipment/NoEquipmentHere';
import { FoodProcessesPanel } from '../../components/food-processes/FoodProcessesPanel';
import { EquipmentTemperaturesDocument } from '../../graphql/graphql';
import { paths } from '../../lib/paths';
import { useSelectedLocation } from '../../lib/selected-location';
import { ButtonLink } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { EquipmentList } from './EquipmentList';
import { MonitoringCard } from './MonitoringCard';
import type { MonitoringScreenConfig } from './monitoring-screens';

/** SPEC 2.9: the equipment of one type at the selected location (the first by default). */
export function MonitoringScreen({ screen }: { screen: MonitoringScreenConfig }) {
  const { location } = useSelectedLocation();
  const { data, loading, error } = useQuery(EquipmentTemperaturesDocument, {
    variables: { locationId: location?.id, ...(screen.category ? { categories: [screen.category] } : { types: [screen.type] }) },
    skip: !location,
  });

  return (
    <>
      <PageHeader title={screen.title} subtitle={location ? `${screen.subtitle} at ${location.name}` : screen.subtitle} />
      {screen.processes ? (
        <Processes>
          <FoodProcessesPanel title={screen.processes.title} kinds={screen.processes.kinds} locationId={location?.id} equipment={data?.equipment ?? []} />
        </Processes>
      ) : null}
      <EquipmentList
        equipment={data?.equipment}
        loading={loading}
        error={error}
        empty={
          <NoEquipmentHere
            title={screen.emptyTitle}
            contactText={screen.emptyText}
            locationId={location?.id}
            otherAction={
              <ButtonLink to={paths.dashboard} variant="secondary">
                Home
              </ButtonLink>
            }
          />
        }
      >
        {(unit) => <MonitoringCard key={unit.id} equipment={unit} screen={screen} />}
      </EquipmentList>
    </>
  );
}

const Processes = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
