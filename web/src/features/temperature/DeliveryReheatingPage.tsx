import { EquipmentReadingsScreen } from './EquipmentReadingsScreen';
import { deliveryReheatingScreen } from './equipment-screens';

export function DeliveryReheatingPage() {
  return <EquipmentReadingsScreen screen={deliveryReheatingScreen} />;
}
