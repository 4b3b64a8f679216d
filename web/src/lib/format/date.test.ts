import { afterEach, describe, expect, it } from 'vitest';
import { formatChartTicks, formatDate, formatDateTime } from './date';
import { setDisplayPreferences } from './display-preferences';

const inFormat = (dateFormat: string) => setDisplayPreferences({ temperatureUnit: 'celsius', dateFormat });
afterEach(() => setDisplayPreferences(null));

describe("dates in the company's format", () => {
  it('prints MM/DD/YYYY by default (SPEC 9), and the other formats when chosen', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    inFormat('DD/MM/YYYY');
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    inFormat('YYYY-MM-DD');
    expect(formatDate('2026-03-07')).toBe('2026-03-07');
  });

  it('prints a moment on its local day, with the time after the date', () => {
    const moment = new Date(2026, 10, 22, 8, 5).toISOString();
    expect(formatDate(moment)).toBe('11/22/2026');
    expect(formatDateTime(moment)).toBe(`11/22/2026 ${new Date(moment).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`);
    expect(formatDate(null)).toBe('—');
  });

  it("prints a moment on a site's clock when given its zone: its day and time there", () => {
    const moment = '2026-06-01T23:30:00.000Z'; // 00:30 on 2 June in London, 19:30 on 1 June in New York
    inFormat('DD/MM/YYYY');
    const london = new Date(moment).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
    expect(london).toMatch(/12:30|00:30/);
    expect(formatDateTime(moment, { timeZone: 'Europe/London' })).toBe(`02/06/2026 ${london}`);
    expect(formatDate(moment, { timeZone: 'America/New_York' })).toBe('01/06/2026');
  });
});

describe('on the site’s clock (issue 30)', () => {
  const time = (iso: string, timeZone?: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });

  it('gives the site’s day and time, not the browser’s, in the company’s format', () => {
    inFormat('DD/MM/YYYY');
    // 03:45 UTC on 27 November is 22:45 on the 26th in New York, 12:45 on the 27th in Tokyo.
    const moment = '2026-11-27T03:45:00.000Z';
    expect(formatDate(moment, { timeZone: 'America/New_York' })).toBe('26/11/2026');
    expect(formatDateTime(moment, { timeZone: 'America/New_York' })).toBe(`26/11/2026 ${time(moment, 'America/New_York')}`);
    expect(time(moment, 'America/New_York')).toMatch(/10:45|22:45/);
    expect(formatDate(moment, { timeZone: 'Asia/Tokyo' })).toBe('27/11/2026');
    inFormat('MM/DD/YYYY');
    expect(formatDate(moment, { timeZone: 'America/New_York' })).toBe('11/26/2026');
    // A bare day is that day on any clock.
    expect(formatDate('2026-03-07', { timeZone: 'Pacific/Honolulu' })).toBe('03/07/2026');
  });

  it('takes the format from the caller where there is no session (the inspector’s page)', () => {
    expect(formatDate('2026-03-07T12:00:00Z', { timeZone: 'Europe/London', dateFormat: 'DD/MM/YYYY' })).toBe('07/03/2026');
    expect(formatDate('2026-03-07T12:00:00Z', { timeZone: 'Europe/London', dateFormat: 'YYYY-MM-DD' })).toBe('2026-03-07');
  });
});

describe('the chart’s time axis', () => {
  const seconds = (iso: string) => Date.parse(iso) / 1000;
  const time = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });

  it('labels hours on the site’s clock, with the day (company order, no year) under the first and under each midnight', () => {
    inFormat('DD/MM/YYYY');
    const ticks = ['2026-11-26T22:00:00Z', '2026-11-26T23:00:00Z', '2026-11-27T00:00:00Z'];
    expect(formatChartTicks(ticks.map(seconds), 3600, 'Europe/London')).toEqual([
      `${time(ticks[0], 'Europe/London')}\n26/11`,
      time(ticks[1], 'Europe/London'),
      `${time(ticks[2], 'Europe/London')}\n27/11`,
    ]);
    // The same instants in New York are still the 26th (17:00 to 19:00).
    expect(formatChartTicks(ticks.map(seconds), 3600, 'America/New_York')).toEqual([
      `${time(ticks[0], 'America/New_York')}\n26/11`,
      time(ticks[1], 'America/New_York'),
      time(ticks[2], 'America/New_York'),
    ]);
  });

  it('labels days in the company’s order: 27/11 for DD/MM/YYYY, 11/27 for MM/DD/YYYY', () => {
    const days = ['2026-11-26T00:00:00Z', '2026-11-27T00:00:00Z'].map(seconds);
    inFormat('DD/MM/YYYY');
    expect(formatChartTicks(days, 86_400, 'Europe/London')).toEqual(['26/11', '27/11']);
    inFormat('MM/DD/YYYY');
    expect(formatChartTicks(days, 86_400, 'Europe/London')).toEqual(['11/26', '11/27']);
    expect(formatChartTicks(days, 86_400, 'America/Los_Angeles')).toEqual(['11/25', '11/26']);
  });
});
