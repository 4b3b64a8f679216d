/**
 * SPEC section 9's settings defaults. The Settings screen is display only: these values are
 * not saved and nothing enforces them, so they live here rather than in the API.
 */
export type SettingValue = string | number | boolean;
export type SettingsSection = Record<string, SettingValue>;

export const DEFAULT_SETTINGS = {
  general: {
    timezone: 'UTC-5',
    temperatureUnit: 'celsius',
    dateFormat: 'MM/DD/YYYY',
    automaticBackups: true,
    auditLogging: true,
    dataCleanup: false,
    dataRetentionDays: 365,
  },
  notifications: {
    criticalEscalation: true,
    escalationMinutes: 15,
    temperatureAlerts: true,
    dailyReminders: true,
    overdueAlerts: true,
  },
  security: {
    minPasswordLength: 8,
    passwordExpiryDays: 90,
    requireSpecialCharacters: true,
    requireNumbers: true,
    sessionTimeoutMinutes: 60,
    maxConcurrentSessions: 3,
    twoFactor: false,
    ipRestriction: false,
  },
  presets: {
    fridgeMin: 0,
    fridgeMax: 4,
    freezerMin: -20,
    freezerMax: -15,
    hotHoldMin: 63,
    hotHoldMax: 70,
    cookingMin: 75,
    cookingMax: 100,
  },
  schedule: {
    autoSchedule: true,
    dailyTime: '08:00',
    weeklyDay: 'monday',
    monthlyDate: 1,
  },
  pwa: {
    openingChecks: true,
    fridgeFreezer: true,
    goodsIn: true,
    cooking: true,
    reheating: true,
    hotHold: true,
    cooling: true,
    probeChecks: true,
    deliveryOut: true,
    cleaning: true,
    closingChecks: true,
    reports: true,
  },
} satisfies Record<string, SettingsSection>;

export type Settings = { [S in keyof typeof DEFAULT_SETTINGS]: SettingsSection };
export type SectionName = keyof Settings;

/** SPEC 5 (not enforced): the monthly check date is 1 to 28, so it exists in every month. */
export const MONTHLY_DATE_RANGE = { min: 1, max: 28 } as const;

export const TIMEZONES = [
  { value: 'UTC-8', label: 'UTC-8 Pacific' },
  { value: 'UTC-7', label: 'UTC-7 Mountain' },
  { value: 'UTC-6', label: 'UTC-6 Central' },
  { value: 'UTC-5', label: 'UTC-5 Eastern' },
  { value: 'UTC+0', label: 'UTC+0 London' },
  { value: 'UTC+1', label: 'UTC+1 Central Europe' },
];

export const TEMPERATURE_UNITS = [
  { value: 'celsius', label: 'Celsius (°C)' },
  { value: 'fahrenheit', label: 'Fahrenheit (°F)' },
];

export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'].map((f) => ({ value: f, label: f }));

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => ({ value: d.toLowerCase(), label: d }));

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
