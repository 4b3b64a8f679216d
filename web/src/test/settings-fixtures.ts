const PRESETS: [type: string, min: number | null, max: number | null, alertDelay: number][] = [
  ['fridge', 0, 4, 30],
  ['freezer', -20, -15, 45],
  ['hot_hold', 63, 70, 10],
  ['cooking', 75, 100, 0],
  ['delivery', null, null, 0],
  ['reheating', null, null, 0],
  ['cooling', null, null, 0],
  ['goods_in', null, null, 0],
  ['storage', null, null, 30],
];
// The API's order, which differs from the Presets tab's (the tab puts SPEC 9's four first).
const API_ORDER = ['fridge', 'freezer', 'hot_hold', 'cooking', 'delivery', 'reheating', 'cooling', 'goods_in', 'storage'].reverse();

type Overrides = { temperatureUnit?: string; escalationMinutes?: number };

/** A company's settings as the API answers them (SPEC 9 defaults unless overridden), with __typename for Apollo. */
export function companySettings({ temperatureUnit = 'celsius', escalationMinutes = 15 }: Overrides = {}) {
  return {
    __typename: 'CompanySettings' as const,
    companyId: 1,
    general: {
      __typename: 'GeneralSettings',
      timezone: 'America/New_York',
      temperatureUnit,
      dateFormat: 'MM/DD/YYYY',
      automaticBackups: true,
      auditLogging: true,
      dataCleanup: false,
      dataRetentionDays: 730,
    },
    notifications: {
      __typename: 'NotificationSettings',
      criticalEscalation: true,
      escalationMinutes,
      administratorEscalationMinutes: null,
      temperatureAlerts: true,
      dailyReminders: true,
      overdueAlerts: true,
    },
    security: {
      __typename: 'SecuritySettings',
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
    presets: API_ORDER.map((type) => {
      const [, minTemp, maxTemp, alertDelayMinutes] = PRESETS.find(([t]) => t === type)!;
      return { __typename: 'EquipmentPreset' as const, type, minTemp, maxTemp, alertDelayMinutes, readingIntervalMinutes: null };
    }),
    processRules: [
      { kind: 'cooling', stages: [stageRule(21, 120), stageRule(5, 360)] },
      { kind: 'cooking', stages: [stageRule(75, 120, 70, 2)] },
      { kind: 'reheating', stages: [stageRule(75, 120, 70, 2)] },
    ].map((rule) => ({ __typename: 'FoodProcessRule' as const, ...rule })),
    schedule: { __typename: 'ScheduleSettings', autoSchedule: true, dailyTime: '08:00', weeklyDay: 'monday', monthlyDate: 1 },
    pwa: {
      __typename: 'PwaFeatures',
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
  };
}

/** A process stage as the API answers it (UK defaults in the fixtures). */
function stageRule(targetC: number, withinMinutes: number, holdC: number | null = null, holdMinutes: number | null = null) {
  return { __typename: 'ProcessStageRule' as const, targetC, withinMinutes, holdC, holdMinutes };
}
