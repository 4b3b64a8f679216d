import { useState } from 'react';
import { EquipmentDialog } from '../../components/equipment/EquipmentDialog';
import { useAddEquipment, useEquipmentPresets } from '../../components/equipment/useEquipmentSetup';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, ThermometerIcon } from '../../ui/icons';

/**
 * SPEC 2.4's empty state. Its Add Equipment button opens the dialog for administrators; everyone
 * else is told to ask one (SPEC 6), the button staying without behaviour as the spec shows it.
 */
export function NoEquipment({ locationId }: { locationId: number | null | undefined }) {
  const user = useSession().user;
  const [adding, setAdding] = useState(false);
  const presets = useEquipmentPresets(adding);
  const addEquipment = useAddEquipment();
  const allowed = user?.capabilities.manageEquipment ?? false;
  return (
    <>
      <EmptyState
        icon={<ThermometerIcon />}
        title="No equipment configured for this location"
        text={allowed ? undefined : 'Contact your administrator to add equipment.'}
        action={
          <Button variant="secondary" onClick={allowed ? () => setAdding(true) : undefined}>
            <PlusIcon size={16} />
            Add Equipment
          </Button>
        }
      />
      {allowed ? (
        <EquipmentDialog
          open={adding}
          onClose={() => setAdding(false)}
          locations={user?.locations ?? []}
          presets={presets}
          locationId={locationId}
          onSubmit={addEquipment}
        />
      ) : null}
    </>
  );
}
