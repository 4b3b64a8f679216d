/**
 * A sensor's battery below this share is an episode that opens one "low battery" action: time
 * to change it before the sensor goes silent. A documented constant rather than a company
 * setting: wireless temperature sensors commonly warn at 10–20 %, and no site needs another value.
 */
export const LOW_BATTERY_PERCENT = 15;

/** The job the reading write enqueues when a unit's sensor starts a low-battery episode; modules/alerts handles it. */
export const LOW_BATTERY_TASK = 'alerts.low_battery';
export interface LowBatteryPayload {
  equipmentId: number;
  /** The episode's first low reading time, which names it. */
  since: string;
  batteryPercent: number;
}
