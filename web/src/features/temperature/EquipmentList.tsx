import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TemperatureEquipmentCardFragment } from '../../graphql/graphql';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';

type EquipmentListProps = {
  equipment: TemperatureEquipmentCardFragment[] | undefined;
  loading: boolean;
  error: unknown;
  empty: ReactNode;
  children(unit: TemperatureEquipmentCardFragment): ReactNode;
};

/** Loading, failure, empty state or a grid of equipment cards: the four states of every temperature list. */
export function EquipmentList({ equipment, loading, error, empty, children }: EquipmentListProps): ReactNode {
  if (error) return <LoadError title="Failed to load equipment" error={error} />;
  if (!equipment && loading) return <Spinner label="Loading equipment" />;
  if (!equipment?.length) return empty;
  return <Grid>{equipment.map(children)}</Grid>;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;
