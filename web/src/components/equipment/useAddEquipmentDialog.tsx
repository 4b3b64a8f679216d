import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSession } from '../../lib/session';

// The dialog, its form library and its validation load when it is first opened: the screens that
// offer it (the dashboard among them) show the button long before anyone presses it.
const AddEquipmentDialog = lazy(() => import('./AddEquipmentDialog').then(({ AddEquipmentDialog }) => ({ default: AddEquipmentDialog })));

/**
 * The Add Equipment dialog for people who may manage equipment (the session's capability):
 * `open` shows it; for everyone else `open` is undefined and there is no dialog.
 */
export function useAddEquipmentDialog(locationId?: number | null): { open?: () => void; dialog: ReactNode } {
  const user = useSession().user;
  const [adding, setAdding] = useState(false);
  if (!user?.capabilities.manageEquipment) return { dialog: null };
  return {
    open: () => setAdding(true),
    dialog: adding ? (
      <Suspense fallback={null}>
        <AddEquipmentDialog onClose={() => setAdding(false)} locations={user.locations} locationId={locationId} />
      </Suspense>
    ) : null,
  };
}
