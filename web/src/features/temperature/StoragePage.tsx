import { MonitoringScreen } from './MonitoringScreen';
import { storageScreen } from './monitoring-screens';

export function StoragePage() {
  return <MonitoringScreen screen={storageScreen} />;
}
