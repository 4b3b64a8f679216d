import { describe, expect, it } from 'vitest';
import { dateFormatOfRegion, regionOfTimeZone, timeZoneChoices } from '../../src/modules/settings/company-region.js';
import { defaultSettings } from '../../src/modules/settings/settings-defaults.js';

describe('a company region from its first location’s time zone', () => {
  it.each([
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'Pacific/Honolulu',
    'America/Indiana/Indianapolis',
    'America/Kentucky/Louisville',
    'America/Puerto_Rico',
  ])('%s is in the US', (zone) => {
    expect(regionOfTimeZone(zone)).toBe('us');
  });

  it.each(['US/Eastern', 'US/Pacific', 'America/Fort_Wayne', 'EST5EDT'])('%s, an older name of a US zone, is in the US', (zone) => {
    expect(regionOfTimeZone(zone)).toBe('us');
  });

  it.each([
    'Europe/London',
    'Europe/Dublin',
    'Europe/Paris',
    'Europe/Lisbon',
    'UTC',
    'America/Toronto',
    'America/Mexico_City',
    'America/Vancouver',
    'America/Sao_Paulo',
    'Asia/Tokyo',
    'Mars/Olympus',
  ])('%s is not: UK/EU', (zone) => {
    expect(regionOfTimeZone(zone)).toBe('uk_eu');
  });

  it('offers every zone the server knows, each with its region', () => {
    const choices = timeZoneChoices();
    expect(choices.length).toBeGreaterThan(300);
    expect(choices).toContainEqual({ name: 'Europe/London', region: 'uk_eu' });
    expect(choices).toContainEqual({ name: 'America/Chicago', region: 'us' });
    expect(choices).toContainEqual({ name: 'America/Toronto', region: 'uk_eu' });
    expect(choices).toContainEqual({ name: 'UTC', region: 'uk_eu' });
    expect(choices.map((c) => c.name)).toEqual([...choices.map((c) => c.name)].sort());
  });
});

describe('the default date format follows the region', () => {
  it('UK/EU writes the day first; the US (SPEC 9’s default) the month first', () => {
    expect(dateFormatOfRegion('uk_eu')).toBe('DD/MM/YYYY');
    expect(dateFormatOfRegion('us')).toBe('MM/DD/YYYY');
    expect(defaultSettings('uk_eu', 'Europe/London')).toMatchObject({ region: 'uk_eu', general: { timezone: 'Europe/London', dateFormat: 'DD/MM/YYYY' } });
    expect(defaultSettings()).toMatchObject({ region: 'us', general: { timezone: 'America/New_York', dateFormat: 'MM/DD/YYYY' } });
  });
});
