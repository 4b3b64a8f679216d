import { describe, expect, it } from 'vitest';
import { formatTemperature, formatTemperatureRange, TEMPERATURE_UNIT } from './temperature';

describe('temperatures as screens print them', () => {
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

  it('names the unit once, for labels', () => {
    expect(TEMPERATURE_UNIT).toBe('°C');
  });
});
