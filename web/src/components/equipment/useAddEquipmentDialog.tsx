import { type ReactNode, useState } from 'react';
import { useSession } from '../../lib/session';
import { EquipmentDialog } from './EquipmentDialog';
import { useAddEquipment, useEquipmentPresets } from './useEquipmentSetup';

/**
 * The Add Equipment dialog for people who may manage equipment (the session's capability):
 * `open` shows it; for everyone else `open` is undefined and there is no dialog.
 */
export function useAddEquipmentDialog(locationId?: number | null): { open?: () => void; dialog: ReactNode } {
  const user = useSession().user;
  const [adding, setAdding] = useState(false);
  const presets = useEquipmentPresets(adding);
  const addEquipment = useAddEquipment();
  if (!user?.capabilities.manageEquipment) return { dialog: null };
  return {
    open: () => setAdding(true),
    dialog: (
      <EquipmentDialog
        open={adding}
        onClose={() => setAdding(false)}
        locations={user.locations}
        presets={presets}
        locationId={locationId}
        onSubmit={addEquipment}
      />
    ),
  };
}
