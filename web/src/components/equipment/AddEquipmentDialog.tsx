import { EquipmentDialog } from './EquipmentDialog';
import { useAddEquipment, useEquipmentPresets } from './useEquipmentSetup';

type AddEquipmentDialogProps = {
  onClose(): void;
  locations: readonly { id: number; name: string }[];
  locationId?: number | null;
};

/** The open Add Equipment dialog with the company's presets; useAddEquipmentDialog loads it when asked for. */
export function AddEquipmentDialog({ onClose, locations, locationId }: AddEquipmentDialogProps) {
  const presets = useEquipmentPresets(true);
  const addEquipment = useAddEquipment();
  return <EquipmentDialog open onClose={onClose} locations={locations} presets={presets} locationId={locationId} onSubmit={addEquipment} />;
}
