/** The scale a reading was taken in. Storage is always °C (numeric(5,2)); °F is converted on the way in. */
export type TemperatureScale = 'C' | 'F';

/** Degrees in the given scale as °C with two decimals, e.g. 41 °F → 5.00 °C. */
export function toCelsius(value: number, scale: TemperatureScale | null | undefined): number {
  const celsius = scale === 'F' ? ((value - 32) * 5) / 9 : value;
  return Math.round(celsius * 100) / 100;
}
