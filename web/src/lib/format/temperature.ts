import { displayPreferences } from './display-preferences';

/**
 * The one way a temperature becomes text. The API stores and answers in °C with two decimals
 * (SPEC 9); screens show the company's unit (Settings, General), converted here and nowhere else.
 * Statuses stay the API's, judged in °C: °F = °C × 9/5 + 32 keeps order, and two decimals of °F
 * tell apart every stored hundredth of a °C, so a value shown above a shown maximum is an alert.
 */
export type TemperatureScale = 'C' | 'F';

/** The scale people type and read temperatures in, as the API's `unit` names it. */
export function temperatureScale(): TemperatureScale {
  return displayPreferences().temperatureUnit === 'fahrenheit' ? 'F' : 'C';
}

/** The unit for labels: 'Temperature (°C)' or 'Temperature (°F)'. */
export function temperatureSymbol(): string {
  return `°${temperatureScale()}`;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** A stored °C value in the displayed unit (or the scale given), two decimals. */
export function toDisplayedTemperature(celsius: number, scale = temperatureScale()): number {
  return scale === 'F' ? twoDecimals((celsius * 9) / 5 + 32) : celsius;
}

/** A value typed in the displayed unit (or the scale given) as °C, two decimals (what the API stores). */
export function fromDisplayedTemperature(value: number, scale = temperatureScale()): number {
  return twoDecimals(scale === 'F' ? ((value - 32) * 5) / 9 : value);
}

export type TemperatureFormat = {
  /**
   * At least one decimal, in the browser's number format: 4 → '4.0°C' (the dashboard cards).
   * Otherwise the value as stored: 4 → '4°C', 12.5 → '12.5°C'.
   */
  oneDecimal?: boolean;
};

const withOneDecimal = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A value already in the displayed unit, e.g. what someone typed: 41 → '41°F'. */
export function formatDisplayedTemperature(value: number, { oneDecimal = false }: TemperatureFormat = {}): string {
  const text = oneDecimal ? withOneDecimal.format(value) : String(Number(value.toFixed(2)));
  return `${text}${temperatureSymbol()}`;
}

/** A stored °C value as screens show it: 5 → '5°C', or '41°F' when the company reads °F. */
export function formatTemperature(celsius: number, format: TemperatureFormat = {}): string {
  return formatDisplayedTemperature(toDisplayedTemperature(celsius), format);
}

/** A target range, '0°C to 8°C'; `separator` replaces ' to ' (the dashboard uses ' – '). */
export function formatTemperatureRange(min: number, max: number, { separator = ' to ', ...format }: TemperatureFormat & { separator?: string } = {}): string {
  return `${formatTemperature(min, format)}${separator}${formatTemperature(max, format)}`;
}
