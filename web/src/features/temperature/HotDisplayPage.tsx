import { MonitoringScreen } from './MonitoringScreen';
import { hotDisplayScreen } from './monitoring-screens';

export function HotDisplayPage() {
  return <MonitoringScreen screen={hotDisplayScreen} />;
}
