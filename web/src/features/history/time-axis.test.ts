import type uPlot from 'uplot';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayPreferences } from '../../lib/format/display-preferences';
import { timeAxis } from './time-axis';

afterEach(() => setDisplayPreferences(null));

/** Issue 30: the axis showed uPlot's own US-style labels in the browser's zone after a company chose DD/MM/YYYY. */
describe('the history chart’s time axis', () => {
  const labels = (timeZone: string, isoTicks: string[], step: number) => {
    const values = timeAxis(timeZone).values as (u: uPlot, splits: number[], axis: number, space: number, incr: number) => string[];
    return values(
      {} as uPlot,
      isoTicks.map((iso) => Date.parse(iso) / 1000),
      0,
      50,
      step,
    );
  };

  it('labels days in the company’s format on the site’s clock', () => {
    setDisplayPreferences({ temperatureUnit: 'celsius', dateFormat: 'DD/MM/YYYY' });
    expect(labels('Europe/London', ['2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z'], 86_400)).toEqual(['26/11', '27/11']);
    // Midnight UTC is still the day before in New York.
    expect(labels('America/New_York', ['2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z'], 86_400)).toEqual(['25/11', '26/11']);
    setDisplayPreferences({ temperatureUnit: 'celsius', dateFormat: 'MM/DD/YYYY' });
    expect(labels('Europe/London', ['2026-11-26T00:00:00Z'], 86_400)).toEqual(['11/26']);
  });

  it('labels hours on the site’s clock, the day under the first', () => {
    setDisplayPreferences({ temperatureUnit: 'celsius', dateFormat: 'DD/MM/YYYY' });
    const hour = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });
    expect(labels('Asia/Tokyo', ['2026-11-26T14:00:00Z', '2026-11-26T15:00:00Z'], 3600)).toEqual([
      `${hour('2026-11-26T14:00:00Z', 'Asia/Tokyo')}\n26/11`,
      `${hour('2026-11-26T15:00:00Z', 'Asia/Tokyo')}\n27/11`,
    ]);
  });
});
