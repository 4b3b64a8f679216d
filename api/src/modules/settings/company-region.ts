import type { DateFormat } from '../../database/local-time.js';

/**
 * Where a company works, chosen at sign-up: it sets the defaults a kitchen there expects (the
 * date format now; the starter checklists next). 'us' follows the FDA Food Code and writes
 * month first; 'uk_eu' follows UK/EU food hygiene law and writes day first.
 */
export const REGIONS = ['uk_eu', 'us'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * The zones of the United States and its territories, by their IANA names (and the older names
 * ICU still answers with, e.g. America/Indianapolis). America/ is not enough: Toronto and Mexico
 * City are American zones but not US ones.
 */
const US_TIME_ZONES = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Chicago',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/St_Thomas',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
  'Pacific/Midway',
  'Pacific/Wake',
]);

/** The region a first location's zone suggests: a US zone (by any of its names, e.g. US/Eastern) is 'us', every other zone 'uk_eu'. */
export function regionOfTimeZone(timeZone: string): Region {
  if (US_TIME_ZONES.has(timeZone)) return 'us';
  try {
    return US_TIME_ZONES.has(new Intl.DateTimeFormat('en-GB', { timeZone }).resolvedOptions().timeZone) ? 'us' : 'uk_eu';
  } catch {
    return 'uk_eu';
  }
}

/** How a region writes a day: SPEC 9's MM/DD/YYYY is the US default; the UK and the EU write the day first. */
export function dateFormatOfRegion(region: Region): DateFormat {
  return region === 'us' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

let choices: { name: string; region: Region }[] | undefined;

/** Every IANA zone the server knows, with the region each suggests: the list sign-up and location forms offer. */
export function timeZoneChoices(): { name: string; region: Region }[] {
  choices ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])].sort().map((name) => ({ name, region: regionOfTimeZone(name) }));
  return choices;
}
