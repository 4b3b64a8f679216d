import type { EquipmentCategory } from '../../graphql/graphql';
import { type ReadingDialogConfig, recordTemperatureDialog } from './reading-dialogs';
import { type StatusWords, statusWords } from './status-words';

/** The single-type screens of SPEC 2.9 (and the four issue 14 adds in their shape) differ only in these values. */
export type MonitoringScreenConfig = {
  title: string;
  subtitle: string;
  type: string;
  /** Instead of the one type: the API's category of types this screen shows. */
  category?: EquipmentCategory;
  /** Badge words for the API's NORMAL / ALERT / UNKNOWN. */
  words: StatusWords;
  /** Shown on a unit whose latest reading is out of range; null: no alert on this screen. */
  alertTitle: string | null;
  dialog: ReadingDialogConfig;
  emptyTitle: string;
  emptyText: string;
  /** Timed food process logs this screen starts and shows (issue 16), with their panel's title. */
  processes?: { title: string; kinds: string[] };
};

const contactAdministrator = (kind: string) => `Contact your administrator to add ${kind} temperature monitoring equipment`;

export const goodsInScreen: MonitoringScreenConfig = {
  title: 'Goods In Temperature Monitoring',
  subtitle: 'Check the temperature of deliveries as they arrive',
  type: 'goods_in',
  words: statusWords('In Range'),
  alertTitle: 'Temperature Deviation Alert',
  dialog: recordTemperatureDialog('Record Goods In Temperature'),
  emptyTitle: 'No Goods In Equipment Found',
  emptyText: contactAdministrator('goods in'),
};

export const storageScreen: MonitoringScreenConfig = {
  title: 'Storage Temperature Monitoring',
  subtitle: 'Fridge and freezer storage temperatures',
  type: 'storage',
  // The sidebar's Storage Fridge/Freezer: fridges and freezers too, so a new owner's fridge is one click away.
  category: 'STORAGE',
  words: statusWords('In Range'),
  alertTitle: null,
  dialog: recordTemperatureDialog('Record Storage Temperature'),
  emptyTitle: 'No Storage Equipment Found',
  emptyText: contactAdministrator('storage'),
};

export const cookingScreen: MonitoringScreenConfig = {
  title: 'Cooking & Reheating Temperatures',
  subtitle: 'Core temperatures of cooked and reheated food',
  type: 'cooking',
  words: statusWords('Safe Temperature'),
  alertTitle: 'Critical Temperature Alert',
  dialog: recordTemperatureDialog('Record Cooking Temperature'),
  emptyTitle: 'No Cooking Equipment Found',
  emptyText: contactAdministrator('cooking'),
  processes: { title: 'Cooking & Reheating Logs', kinds: ['cooking', 'reheating'] },
};

export const coolingScreen: MonitoringScreenConfig = {
  title: 'Cooling Temperature Monitoring',
  subtitle: 'Temperatures of food being cooled',
  type: 'cooling',
  words: statusWords('Cooling Properly'),
  alertTitle: 'Cooling Process Alert',
  dialog: recordTemperatureDialog('Record Cooling Temperature'),
  emptyTitle: 'No Cooling Equipment Found',
  emptyText: contactAdministrator('cooling'),
  processes: { title: 'Cooling Logs', kinds: ['cooling'] },
};

export const hotHoldScreen: MonitoringScreenConfig = {
  title: 'Hot Hold Temperature Monitoring',
  subtitle: 'Temperatures of food kept hot for service',
  type: 'hot_hold',
  words: statusWords('Safe Temperature'),
  alertTitle: 'Critical Temperature Alert',
  dialog: recordTemperatureDialog('Record Hot Hold Temperature'),
  emptyTitle: 'No Hot Hold Equipment Found',
  emptyText: contactAdministrator('hot hold'),
};

export const hotDisplayScreen: MonitoringScreenConfig = {
  title: 'Hot Display Temperature Monitoring',
  subtitle: 'Temperatures of hot food on display',
  type: 'hot_display',
  words: statusWords('Safe Temperature'),
  alertTitle: 'Critical Temperature Alert',
  dialog: recordTemperatureDialog('Record Hot Display Temperature'),
  emptyTitle: 'No Hot Display Equipment Found',
  emptyText: contactAdministrator('hot display'),
};

export const coldDisplayScreen: MonitoringScreenConfig = {
  title: 'Cold Display Temperature Monitoring',
  subtitle: 'Temperatures of chilled food on display',
  type: 'cold_display',
  words: statusWords('In Range'),
  alertTitle: 'Temperature Deviation Alert',
  dialog: recordTemperatureDialog('Record Cold Display Temperature'),
  emptyTitle: 'No Cold Display Equipment Found',
  emptyText: contactAdministrator('cold display'),
};

export const deliveriesOutScreen: MonitoringScreenConfig = {
  title: 'Deliveries Out Temperature Monitoring',
  subtitle: 'Temperatures of food leaving for delivery',
  type: 'delivery',
  words: statusWords('In Range'),
  alertTitle: 'Temperature Deviation Alert',
  dialog: recordTemperatureDialog('Record Delivery Temperature'),
  emptyTitle: 'No Delivery Equipment Found',
  emptyText: contactAdministrator('delivery'),
};
