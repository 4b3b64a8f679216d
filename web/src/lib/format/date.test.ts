import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';
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
