import { MonitoringScreen } from './MonitoringScreen';
import { coolingScreen } from './monitoring-screens';

export function CoolingPage() {
  return <MonitoringScreen screen={coolingScreen} />;
}
