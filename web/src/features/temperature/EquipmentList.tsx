import type { ReactNode } from 'react';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { LoadError } from '../../ui/LoadError';
import { CardGrid as Grid } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';

type EquipmentListProps = {
  equipment: EquipmentCardFragment[] | undefined;
  loading: boolean;
  error: unknown;
  empty: ReactNode;
  children(unit: EquipmentCardFragment): ReactNode;
};

/** Loading, failure, empty state or a grid of equipment cards: the four states of every temperature list. */
export function EquipmentList({ equipment, loading, error, empty, children }: EquipmentListProps): ReactNode {
  if (error) return <LoadError title="Failed to load equipment" error={error} />;
  if (!equipment && loading) return <Spinner label="Loading equipment" />;
  if (!equipment?.length) return empty;
  return <Grid>{equipment.map(children)}</Grid>;
}
