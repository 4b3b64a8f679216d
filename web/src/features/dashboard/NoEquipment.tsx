import { useAddEquipmentDialog } from '../../components/equipment/useAddEquipmentDialog';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, ThermometerIcon } from '../../ui/icons';

/**
 * SPEC 2.4's empty state. Its Add Equipment button opens the dialog for administrators; everyone
 * else is told to ask one (SPEC 6), the button staying without behaviour as the spec shows it.
 */
export function NoEquipment({ locationId }: { locationId: number | null | undefined }) {
  const { open, dialog } = useAddEquipmentDialog(locationId);
  return (
    <>
      <EmptyState
        icon={<ThermometerIcon />}
        title="No equipment configured for this location"
        text={open ? undefined : 'Contact your administrator to add equipment.'}
        action={
          <Button variant="secondary" onClick={open}>
            <PlusIcon size={16} />
            Add Equipment
          </Button>
        }
      />
      {dialog}
    </>
  );
}
