import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayPreferences } from './display-preferences';
import {
  formatDisplayedTemperature,
  formatTemperature,
  formatTemperatureRange,
  fromDisplayedTemperature,
  temperatureScale,
  temperatureSymbol,
  toDisplayedTemperature,
} from './temperature';

const fahrenheit = () => setDisplayPreferences({ temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY' });
afterEach(() => setDisplayPreferences(null));

describe('temperatures as screens print them (°C, the default)', () => {
  it('prints the value as stored, at most two decimals', () => {
    expect(formatTemperature(4)).toBe('4°C');
    expect(formatTemperature(12.5)).toBe('12.5°C');
    expect(formatTemperature(-18.25)).toBe('-18.25°C');
    expect(formatTemperature(2.555)).toBe('2.56°C');
  });

  it('always shows a decimal on the dashboard cards', () => {
    expect(formatTemperature(4, { oneDecimal: true })).toBe(`${(4).toLocaleString(undefined, { minimumFractionDigits: 1 })}°C`);
    expect(formatTemperature(9.25, { oneDecimal: true })).toBe(`${(9.25).toLocaleString()}°C`);
  });

  it('joins a range with "to", or with the separator a screen asks for', () => {
    expect(formatTemperatureRange(63, 500)).toBe('63°C to 500°C');
    expect(formatTemperatureRange(0, 4, { oneDecimal: true, separator: ' – ' })).toBe(
      `${formatTemperature(0, { oneDecimal: true })} – ${formatTemperature(4, { oneDecimal: true })}`,
    );
  });

  it('names the unit for labels and for the API', () => {
    expect(temperatureSymbol()).toBe('°C');
    expect(temperatureScale()).toBe('C');
    expect(fromDisplayedTemperature(3.456)).toBe(3.46);
  });
});

describe('temperatures when the company reads °F (stored values stay °C)', () => {
  it('converts stored °C for display, two decimals', () => {
    fahrenheit();
    expect(formatTemperature(5)).toBe('41°F');
    expect(formatTemperature(4)).toBe('39.2°F');
    expect(formatTemperature(-18.25)).toBe('-0.85°F');
    expect(formatTemperature(0, { oneDecimal: true })).toBe(`${(32).toLocaleString(undefined, { minimumFractionDigits: 1 })}°F`);
    expect(formatTemperatureRange(0, 4)).toBe('32°F to 39.2°F');
    expect(formatTemperatureRange(63, 500)).toBe('145.4°F to 932°F');
  });

  it('labels fields °F, prints typed values as typed and converts them back for storage', () => {
    fahrenheit();
    expect(temperatureSymbol()).toBe('°F');
    expect(temperatureScale()).toBe('F');
    expect(formatDisplayedTemperature(41)).toBe('41°F');
    expect(fromDisplayedTemperature(41)).toBe(5);
    expect(fromDisplayedTemperature(toDisplayedTemperature(-15))).toBe(-15);
    expect(fromDisplayedTemperature(toDisplayedTemperature(3.33))).toBe(3.33);
  });

  it('keeps order, so a value shown above a shown maximum is one the API calls out of range', () => {
    fahrenheit();
    expect(toDisplayedTemperature(4.01)).toBeGreaterThan(toDisplayedTemperature(4));
    expect(formatTemperature(4.01)).not.toBe(formatTemperature(4));
  });
});
