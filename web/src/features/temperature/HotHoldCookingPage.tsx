import { EquipmentReadingsScreen } from './EquipmentReadingsScreen';
import { hotHoldCookingScreen } from './equipment-screens';

export function HotHoldCookingPage() {
  return <EquipmentReadingsScreen screen={hotHoldCookingScreen} />;
}
