import { useQuery } from '@apollo/client/react';
import { EquipmentSensorSettingsDocument, UnknownDevicesDocument } from '../../graphql/graphql';

/** What a unit's LoRaWAN and door settings are, for its edit form. */
export type UnitSensorSettings = { deviceEui: string | null; doorAlertMinutes: number };

/** The unit's sensor settings (read while its edit dialog is open), or undefined for a new unit or until loaded. */
export function useUnitSensorSettings(open: boolean, unit: { id: number; locationId: number } | undefined): UnitSensorSettings | undefined {
  const { data } = useQuery(EquipmentSensorSettingsDocument, { variables: { locationId: unit?.locationId ?? 0 }, skip: !open || !unit });
  return data?.equipment.find((e) => e.id === unit?.id);
}

/** LoRaWAN devices heard but mapped to no unit, most recently seen first: what the Device EUI field offers. */
export function useUnknownDevices(open: boolean) {
  // Fresh each time the dialog opens: devices are heard while the screen stays open.
  const { data } = useQuery(UnknownDevicesDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  return data?.unknownDevices ?? [];
}
