import { skipToken, useQuery } from '@apollo/client/react';
import { MobileEquipmentDocument, type MobileEquipmentQuery } from '../../../graphql/graphql';
import { useSelectedLocation } from '../../../lib/selected-location';
import { useKeptOnPhone } from '../shell/useKeptOnPhone';

export type MobileEquipment = MobileEquipmentQuery['equipment'][number];
export type EquipmentState = { equipment: MobileEquipment[]; loading: boolean; error?: unknown };

/**
 * Equipment at the user's first location (SPEC 6), which every mobile view works with. The last
 * list is kept on the phone, so readings can still be taken when the app reopens without signal.
 */
export function useMobileEquipment() {
  const { location } = useSelectedLocation();
  const { data, loading, error, refetch } = useQuery(MobileEquipmentDocument, location ? { variables: { locationId: location.id } } : skipToken);
  const equipment = useKeptOnPhone(location ? `fsm.mobile-equipment.${location.id}` : null, { data: data?.equipment, error, refetch });
  const units: EquipmentState = { equipment: equipment.data ?? [], loading: loading && !equipment.data, error: equipment.error };
  return { units, location };
}
