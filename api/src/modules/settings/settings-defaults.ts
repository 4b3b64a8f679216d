import type { DateFormat } from '../../database/local-time.js';
import { dateFormatOfRegion, type Region } from './company-region.js';
import { EQUIPMENT_TYPES, type EquipmentKind } from './equipment-kinds.js';
import { defaultProcessRules, type FoodProcessRule } from './process-rules.js';

/** One equipment type's preset: the target band new units start with, and how its sensor alarms behave. */
export interface EquipmentPreset {
  type: EquipmentKind;
  minTemp: number | null;
  maxTemp: number | null;
  /**
   * How long a sensor reading may stay out of range before it counts. Fridges and freezers ride
   * out a defrost cycle (15–45 minutes of warm air, food unaffected: FOOD-SAFETY.md); hot holding
   * does not wait long; a person's probe reading is acted on at once whatever this says.
   */
  alertDelayMinutes: number;
  /** How often a reading is expected (null: no expectation, so silence raises nothing). */
  readingIntervalMinutes: number | null;
}

export interface CompanySettingsValues {
  /** Where the company works (chosen at sign-up): the defaults below follow it. */
  region: Region;
  general: {
    /** IANA zone new locations start in ("Today" is each location's own day). */
    timezone: string;
    temperatureUnit: 'celsius' | 'fahrenheit';
    dateFormat: DateFormat;
    automaticBackups: boolean;
    auditLogging: boolean;
    dataCleanup: boolean;
    dataRetentionDays: number;
  };
  notifications: {
    criticalEscalation: boolean;
    /** Level 1's minutes: how long the first alert's people (on duty, else the managers) have before level 2. */
    escalationMinutes: number;
    /** Level 2's minutes: how long the managers have before the administrators (level 3); null: administrators join level 2. */
    administratorEscalationMinutes: number | null;
    temperatureAlerts: boolean;
    dailyReminders: boolean;
    overdueAlerts: boolean;
  };
  security: {
    minPasswordLength: number;
    passwordExpiryDays: number;
    requireSpecialCharacters: boolean;
    requireNumbers: boolean;
    sessionTimeoutMinutes: number;
    maxConcurrentSessions: number;
    twoFactor: boolean;
    ipRestriction: boolean;
    /** With ipRestriction on, the only client addresses (IPv4/IPv6 or CIDR ranges) the company's people may use. */
    allowedNetworks: string[];
  };
  presets: EquipmentPreset[];
  /** Cooling, cooking and reheating stages (issue 16): one rule per kind. */
  processRules: FoodProcessRule[];
  schedule: {
    autoSchedule: boolean;
    dailyTime: string;
    weeklyDay: Weekday;
    monthlyDate: number;
  };
  pwa: Record<PwaFeature, boolean>;
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The phone's workflow tiles (SPEC 2.20) that the PWA Features tab switches. */
export const PWA_FEATURES = [
  'openingChecks',
  'fridgeFreezer',
  'goodsIn',
  'cooking',
  'reheating',
  'hotHold',
  'cooling',
  'probeChecks',
  'deliveryOut',
  'cleaning',
  'closingChecks',
  'reports',
] as const;
export type PwaFeature = (typeof PWA_FEATURES)[number];

/**
 * SPEC 9 presets (°C): fridge 0–4, freezer −20 to −15, hot hold 63–70, cooking 75–100. Displays follow
 * FOOD-SAFETY.md's limits: hot holding 63 °C or above (75 °C top keeps food from drying out), cold
 * holding and cold display 5 °C or below (the recommended line; 8 °C is the legal maximum). Other types have no band.
 */
const SPEC_BANDS: Partial<Record<EquipmentKind, [number, number]>> = {
  fridge: [0, 4],
  freezer: [-20, -15],
  hot_hold: [63, 70],
  cooking: [75, 100],
  hot_display: [63, 75],
  cold_display: [0, 5],
};
/** Minutes a sensor may read out of range before it counts (see EquipmentPreset.alertDelayMinutes). */
const ALERT_DELAYS: Partial<Record<EquipmentKind, number>> = { fridge: 30, freezer: 45, storage: 30, hot_hold: 10, hot_display: 10, cold_display: 30 };

/**
 * SQL text (no parameters): a company's preset alert delay for a type, as settingsOf gives it (its
 * saved preset's, else the default), over a company id and a type expression (e.g. `e.company_id`,
 * `e.type`). The reading write schedules an excursion's review at its due time with it.
 */
export function presetAlertDelayText(companyId: string, type: string): string {
  const defaults = Object.entries(ALERT_DELAYS).map(([kind, minutes]) => `when '${kind}' then ${minutes}`);
  return `coalesce(
      (select case when p->'alertDelayMinutes' is not null then coalesce((p->>'alertDelayMinutes')::int, 0) end
       from company_settings s cross join jsonb_array_elements(s.settings->'presets') p
       where s.company_id = ${companyId} and p->>'type' = ${type} limit 1),
      case ${type} ${defaults.join(' ')} else 0 end)`;
}

/**
 * SPEC section 9's defaults for a region, in a time zone: what a new company starts with, and what
 * Reset to Defaults restores. SPEC 9's own (Eastern time, MM/DD/YYYY) are the US region's; a UK/EU
 * company writes the day first. A company that never saved settings reads SPEC 9's as they stand.
 */
export function defaultSettings(region: Region = 'us', timezone = 'America/New_York'): CompanySettingsValues {
  return {
    region,
    general: {
      timezone, // SPEC 9: "UTC-5 Eastern"
      temperatureUnit: 'celsius',
      dateFormat: dateFormatOfRegion(region),
      automaticBackups: true,
      auditLogging: true,
      dataCleanup: false,
      // SPEC 9 says 365, but records must be kept two years (21 CFR 117.315, FOOD-SAFETY.md) and the
      // API refuses less, so the default is the shortest period a company can save.
      dataRetentionDays: 730,
    },
    notifications: {
      criticalEscalation: true,
      escalationMinutes: 15,
      administratorEscalationMinutes: null,
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
      allowedNetworks: [],
    },
    presets: EQUIPMENT_TYPES.map((type) => ({
      type,
      minTemp: SPEC_BANDS[type]?.[0] ?? null,
      maxTemp: SPEC_BANDS[type]?.[1] ?? null,
      alertDelayMinutes: ALERT_DELAYS[type] ?? 0,
      readingIntervalMinutes: null,
    })),
    processRules: defaultProcessRules('celsius'),
    schedule: { autoSchedule: true, dailyTime: '08:00', weeklyDay: 'monday', monthlyDate: 1 },
    pwa: Object.fromEntries(PWA_FEATURES.map((feature) => [feature, true])) as Record<PwaFeature, boolean>,
  };
}
