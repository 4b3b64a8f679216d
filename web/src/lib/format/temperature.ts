/**
 * The one way a temperature becomes text. The API stores and answers in °C with two decimals
 * (SPEC 9); a screen never writes the unit itself, so a °F setting needs to change only this module.
 */
export const TEMPERATURE_UNIT = '°C';

export type TemperatureFormat = {
  /**
   * At least one decimal, in the browser's number format: 4 → '4.0°C' (the dashboard cards).
   * Otherwise the value as stored: 4 → '4°C', 12.5 → '12.5°C'.
   */
  oneDecimal?: boolean;
};

const withOneDecimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export function formatTemperature(celsius: number, { oneDecimal = false }: TemperatureFormat = {}): string {
  const value = oneDecimal ? withOneDecimal.format(celsius) : String(Number(celsius.toFixed(2)));
  return `${value}${TEMPERATURE_UNIT}`;
}

/** A target range, '0°C to 8°C'; `separator` replaces ' to ' (the dashboard uses ' – '). */
export function formatTemperatureRange(min: number, max: number, { separator = ' to ', ...format }: TemperatureFormat & { separator?: string } = {}): string {
  return `${formatTemperature(min, format)}${separator}${formatTemperature(max, format)}`;
}
