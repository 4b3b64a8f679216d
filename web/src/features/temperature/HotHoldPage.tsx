import { MonitoringScreen } from './MonitoringScreen';
import { hotHoldScreen } from './monitoring-screens';

export function HotHoldPage() {
  return <MonitoringScreen screen={hotHoldScreen} />;
}
