/**
 * Probe calibration (FOOD-SAFETY.md): a probe in iced water should read −1 °C to +1 °C, in boiling
 * water 99 °C to 101 °C (at sea level), so the tolerance is ±1 °C either side of the reference, bounds included.
 */
export const REFERENCE_TEMPERATURES = [0, 100] as const;
export const CALIBRATION_TOLERANCE = 1;
/** UK practice is a monthly check (FOOD-SAFETY.md): a probe last checked longer ago is due. */
export const CALIBRATION_INTERVAL_DAYS = 30;

/** Reading minus reference, to the hundredth the column keeps (0.1 − 0 is 0.1, not 0.1000000001). */
export const calibrationVariance = (referenceTemp: number, actualTemp: number): number => Math.round((actualTemp - referenceTemp) * 100) / 100;

export const isWithinTolerance = (variance: number): boolean => Math.abs(variance) <= CALIBRATION_TOLERANCE;
