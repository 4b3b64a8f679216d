/**
 * What the Settings screen shows around the company's values: labels and option lists. The values
 * themselves, their defaults (SPEC 9) and their rules live in the API (modules/settings).
 */
export type SettingOption = { value: string; label: string };

/** IANA zones (what the API stores), labelled as SPEC 2.19 shows them. */
export const TIMEZONES: SettingOption[] = [
  { value: 'America/Los_Angeles', label: 'UTC-8 Pacific' },
  { value: 'America/Denver', label: 'UTC-7 Mountain' },
  { value: 'America/Chicago', label: 'UTC-6 Central' },
  { value: 'America/New_York', label: 'UTC-5 Eastern' },
  { value: 'Europe/London', label: 'UTC+0 London' },
  { value: 'Europe/Paris', label: 'UTC+1 Central Europe' },
];

/** The zone options, with a zone saved through the API that the list lacks shown by its own name. */
export function timezoneOptions(saved: string): SettingOption[] {
  return TIMEZONES.some((zone) => zone.value === saved) ? TIMEZONES : [...TIMEZONES, { value: saved, label: saved }];
}

export const TEMPERATURE_UNITS: SettingOption[] = [
  { value: 'celsius', label: 'Celsius (°C)' },
  { value: 'fahrenheit', label: 'Fahrenheit (°F)' },
];

export const DATE_FORMATS: SettingOption[] = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'].map((f) => ({ value: f, label: f }));

export const WEEKDAYS: SettingOption[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => ({
  value: d.toLowerCase(),
  label: d,
}));

/** Equipment types as the Presets tab names them: SPEC 9's four first, then the others. */
export const PRESET_LABELS: Record<string, string> = {
  fridge: 'Fridge',
  freezer: 'Freezer',
  hot_hold: 'Hot hold',
  cooking: 'Cooking',
  delivery: 'Delivery',
  reheating: 'Reheating',
  cooling: 'Cooling',
  goods_in: 'Goods in',
  storage: 'Storage',
};
const PRESET_ORDER = Object.keys(PRESET_LABELS);

export const presetLabel = (type: string): string => PRESET_LABELS[type] ?? type.replaceAll('_', ' ');

/** The API's presets in the Presets tab's order (a type the web does not know yet goes last). */
export function inPresetOrder<P extends { type: string }>(presets: readonly P[]): P[] {
  const rank = (type: string) => (PRESET_ORDER.includes(type) ? PRESET_ORDER.indexOf(type) : PRESET_ORDER.length);
  return [...presets].sort((a, b) => rank(a.type) - rank(b.type));
}

/** The mobile workflow buttons of SPEC 2.20, in the order the phone shows them. */
export const PWA_FEATURES = [
  { key: 'openingChecks', label: 'Opening Checks' },
  { key: 'fridgeFreezer', label: 'Fridge & Freezer' },
  { key: 'goodsIn', label: 'Goods In' },
  { key: 'cooking', label: 'Cooking' },
  { key: 'reheating', label: 'Reheating' },
  { key: 'hotHold', label: 'Hot Hold' },
  { key: 'cooling', label: 'Cooling' },
  { key: 'probeChecks', label: 'Probe Checks' },
  { key: 'deliveryOut', label: 'Delivery Out' },
  { key: 'cleaning', label: 'Cleaning' },
  { key: 'closingChecks', label: 'Closing Checks' },
  { key: 'reports', label: 'Reports' },
] as const;
