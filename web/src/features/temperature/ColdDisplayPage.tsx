import { MonitoringScreen } from './MonitoringScreen';
import { coldDisplayScreen } from './monitoring-screens';

export function ColdDisplayPage() {
  return <MonitoringScreen screen={coldDisplayScreen} />;
}
