import { EquipmentReadingsScreen } from './EquipmentReadingsScreen';
import { coldStorageScreen } from './equipment-screens';

export function ColdStoragePage() {
  return <EquipmentReadingsScreen screen={coldStorageScreen} />;
}
