import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { Muted } from '../shell/mobile-ui';
import type { EquipmentState, MobileEquipment } from './useMobileEquipment';

type EquipmentListStateProps = {
  state: EquipmentState;
  /** The view's own words for no equipment (SPEC 2.20). */
  emptyText: string;
  children(equipment: MobileEquipment[]): ReactNode;
};

/** Loading, failed or empty before the list itself, so a failed load never reads as 'no equipment'. */
export function EquipmentListState({ state, emptyText, children }: EquipmentListStateProps) {
  if (state.loading) return <Spinner label="Loading equipment" />;
  if (state.error) return <LoadError title="Failed to load equipment" error={state.error} />;
  if (state.equipment.length === 0) return <Muted>{emptyText}</Muted>;
  return children(state.equipment);
}
