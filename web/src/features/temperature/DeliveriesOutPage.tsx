import { MonitoringScreen } from './MonitoringScreen';
import { deliveriesOutScreen } from './monitoring-screens';

export function DeliveriesOutPage() {
  return <MonitoringScreen screen={deliveriesOutScreen} />;
}
