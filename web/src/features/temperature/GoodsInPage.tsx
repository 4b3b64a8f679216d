import { MonitoringScreen } from './MonitoringScreen';
import { goodsInScreen } from './monitoring-screens';

export function GoodsInPage() {
  return <MonitoringScreen screen={goodsInScreen} />;
}
