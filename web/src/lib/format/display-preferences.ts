/**
 * How the signed-in user's company shows temperatures and dates (its General settings, read from
 * `me`). The session sets it whenever the user settles, before any screen renders with it, so the
 * formatters keep plain signatures: `formatTemperature(celsius)`, `formatDate(iso)`.
 */
export type TemperatureUnit = 'celsius' | 'fahrenheit';
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD';
export type DisplayPreferences = { temperatureUnit: TemperatureUnit; dateFormat: DateFormat };

/** SPEC 9's defaults: what a signed-out screen, or a company that never saved settings, shows. */
const DEFAULTS: DisplayPreferences = { temperatureUnit: 'celsius', dateFormat: 'MM/DD/YYYY' };
const DATE_FORMATS: readonly string[] = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

let current = DEFAULTS;

export function displayPreferences(): DisplayPreferences {
  return current;
}

/**
 * Follows the session user (null when signed out). Values the web does not know, e.g. a user
 * remembered offline by an older version, fall back to the defaults.
 */
export function setDisplayPreferences(user: { temperatureUnit?: string | null; dateFormat?: string | null } | null): void {
  current = {
    temperatureUnit: user?.temperatureUnit === 'fahrenheit' ? 'fahrenheit' : 'celsius',
    dateFormat: DATE_FORMATS.includes(user?.dateFormat ?? '') ? (user?.dateFormat as DateFormat) : DEFAULTS.dateFormat,
  };
}
