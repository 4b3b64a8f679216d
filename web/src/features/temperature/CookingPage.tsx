import { MonitoringScreen } from './MonitoringScreen';
import { cookingScreen } from './monitoring-screens';

export function CookingPage() {
  return <MonitoringScreen screen={cookingScreen} />;
}
