import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MobileEquipmentDocument, type MobileEquipmentQuery } from '../../../graphql/graphql';
import { isNetworkFailure } from '../../../lib/errors';
import { useSelectedLocation } from '../../../lib/selected-location';

export type MobileEquipment = MobileEquipmentQuery['equipment'][number];
export type EquipmentState = { equipment: MobileEquipment[]; loading: boolean; error?: unknown };

const savedKey = (locationId: number) => `fsm.mobile-equipment.${locationId}`;

/**
 * Equipment at the user's first location (SPEC 6), which every mobile view works with. The last
 * list is kept on the phone, so readings can still be taken when the app reopens without signal.
 */
export function useMobileEquipment() {
  const { location } = useSelectedLocation();
  const { data, loading, error } = useQuery(MobileEquipmentDocument, location ? { variables: { locationId: location.id } } : skipToken);
  useEffect(() => {
    if (location && data) localStorage.setItem(savedKey(location.id), JSON.stringify(data.equipment));
  }, [location, data]);
  const offline = location && error && isNetworkFailure(error) ? savedEquipment(location.id) : null;
  const units: EquipmentState = offline ? { equipment: offline, loading: false } : { equipment: data?.equipment ?? [], loading, error };
  return { units, location };
}

function savedEquipment(locationId: number): MobileEquipment[] | null {
  try {
    return JSON.parse(localStorage.getItem(savedKey(locationId)) ?? 'null') as MobileEquipment[] | null;
  } catch {
    return null;
  }
}
