import { type ReadingDialogConfig, recordTemperatureDialog } from './reading-dialogs';
import { type StatusWords, statusWords } from './status-words';

/** The four single-type screens of SPEC 2.9 differ only in these values. */
export type MonitoringScreenConfig = {
  title: string;
  subtitle: string;
  type: string;
  /** Badge words for the API's NORMAL / ALERT / UNKNOWN. */
  words: StatusWords;
  /** Shown on a unit whose latest reading is out of range; null: no alert on this screen. */
  alertTitle: string | null;
  dialog: ReadingDialogConfig;
  emptyTitle: string;
  emptyText: string;
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
};
