import type { CompanySettingsFieldsFragment, UpdateCompanySettingsInput } from '../../graphql/graphql';
import { fromDisplayedTemperature, type TemperatureScale, toDisplayedTemperature } from '../../lib/format/temperature';
import { inPresetOrder } from './settings-options';

export type CompanySettings = CompanySettingsFieldsFragment;

/** A section as the form edits it: a number input may be empty ('') while someone types. */
type Editable<T> = { [K in keyof T as Exclude<K, '__typename'>]: T[K] extends number | null | undefined ? number | '' : T[K] };
type PresetValues = Editable<CompanySettings['presets'][number]>;
type StageValues = Editable<CompanySettings['processRules'][number]['stages'][number]>;
export type ProcessRuleValues = { kind: string; stages: StageValues[] };

export type SettingsValues = {
  general: Editable<CompanySettings['general']>;
  notifications: Editable<CompanySettings['notifications']>;
  security: Editable<CompanySettings['security']>;
  /** In the Presets tab's order, temperatures in the company's unit. */
  presets: PresetValues[];
  /** Cooling, cooking and reheating stages, temperatures in the company's unit. */
  processRules: ProcessRuleValues[];
  schedule: Editable<CompanySettings['schedule']>;
  pwa: Editable<CompanySettings['pwa']>;
};

/** The scale the settings show temperatures in: the company's saved unit, as on every other screen. */
export const scaleOf = (settings: CompanySettings): TemperatureScale => (settings.general.temperatureUnit === 'fahrenheit' ? 'F' : 'C');

const withoutTypename = <T extends object>(section: T): Editable<T> => {
  const { __typename: _, ...values } = section as T & { __typename?: string };
  return values as unknown as Editable<T>;
};

export function toFormValues(settings: CompanySettings): SettingsValues {
  const scale = scaleOf(settings);
  const shown = (celsius: number | null) => (celsius === null ? '' : toDisplayedTemperature(celsius, scale));
  return {
    general: withoutTypename(settings.general),
    notifications: {
      ...withoutTypename(settings.notifications),
      administratorEscalationMinutes: settings.notifications.administratorEscalationMinutes ?? '',
    },
    security: { ...withoutTypename(settings.security), allowedNetworks: settings.security.allowedNetworks ?? [] },
    presets: inPresetOrder(settings.presets).map((preset) => ({
      type: preset.type,
      minTemp: shown(preset.minTemp),
      maxTemp: shown(preset.maxTemp),
      alertDelayMinutes: preset.alertDelayMinutes,
      readingIntervalMinutes: preset.readingIntervalMinutes ?? '',
    })),
    processRules: settings.processRules.map((rule) => ({
      kind: rule.kind,
      stages: rule.stages.map((stage) => ({
        targetC: shown(stage.targetC),
        withinMinutes: stage.withinMinutes,
        holdC: shown(stage.holdC),
        holdMinutes: stage.holdMinutes ?? '',
      })),
    })),
    schedule: withoutTypename(settings.schedule),
    pwa: withoutTypename(settings.pwa),
  };
}

/**
 * Every section, whole (the API replaces the sections it is sent). Values have passed the schema,
 * so required numbers are numbers. A preset temperature left as shown goes back as the stored °C,
 * so saving another tab never moves a preset by a rounding.
 */
export function toSettingsInput(values: SettingsValues, saved: CompanySettings): UpdateCompanySettingsInput {
  const scale = scaleOf(saved);
  const number = (value: number | '') => Number(value);
  const temperature = (value: number | '', stored: number | null | undefined) => {
    if (value === '') return null;
    return stored != null && toDisplayedTemperature(stored, scale) === value ? stored : fromDisplayedTemperature(value, scale);
  };
  return {
    general: { ...values.general, dataRetentionDays: number(values.general.dataRetentionDays) },
    notifications: {
      ...values.notifications,
      escalationMinutes: number(values.notifications.escalationMinutes),
      // Empty: administrators are told with the managers (no level 3 of their own).
      administratorEscalationMinutes:
        values.notifications.administratorEscalationMinutes === '' ? null : number(values.notifications.administratorEscalationMinutes ?? ''),
    },
    security: {
      ...values.security,
      minPasswordLength: number(values.security.minPasswordLength),
      passwordExpiryDays: number(values.security.passwordExpiryDays),
      sessionTimeoutMinutes: number(values.security.sessionTimeoutMinutes),
      maxConcurrentSessions: number(values.security.maxConcurrentSessions),
      // The editor keeps a line per entry while someone types; blank lines are not networks.
      allowedNetworks: (values.security.allowedNetworks ?? []).map((entry) => entry.trim()).filter(Boolean),
    },
    presets: values.presets.map((preset) => {
      const stored = saved.presets.find((p) => p.type === preset.type);
      return {
        type: preset.type,
        minTemp: temperature(preset.minTemp, stored?.minTemp),
        maxTemp: temperature(preset.maxTemp, stored?.maxTemp),
        alertDelayMinutes: number(preset.alertDelayMinutes),
        readingIntervalMinutes: preset.readingIntervalMinutes === '' ? null : preset.readingIntervalMinutes,
      };
    }),
    ...processRulesInput(values, saved, temperature),
    schedule: { ...values.schedule, monthlyDate: number(values.schedule.monthlyDate) },
    pwa: values.pwa,
  };
}

/**
 * Process rules go only when edited: rules never edited follow the company's unit on the server
 * (°F: the FDA Food Code's), which sending them back unchanged would pin.
 */
function processRulesInput(
  values: SettingsValues,
  saved: CompanySettings,
  temperature: (value: number | '', stored: number | null | undefined) => number | null,
): Pick<UpdateCompanySettingsInput, 'processRules'> {
  const rules = values.processRules.map((rule) => {
    const stored = saved.processRules.find((r) => r.kind === rule.kind)?.stages ?? [];
    return {
      kind: rule.kind,
      stages: rule.stages.map((stage, index) => ({
        targetC: temperature(stage.targetC, stored[index]?.targetC) ?? 0,
        withinMinutes: Number(stage.withinMinutes),
        holdC: temperature(stage.holdC, stored[index]?.holdC),
        holdMinutes: stage.holdMinutes === '' ? null : Number(stage.holdMinutes),
      })),
    };
  });
  const savedRules = saved.processRules.map((rule) => ({
    kind: rule.kind,
    stages: rule.stages.map(({ targetC, withinMinutes, holdC, holdMinutes }) => ({
      targetC,
      withinMinutes,
      holdC: holdC ?? null,
      holdMinutes: holdMinutes ?? null,
    })),
  }));
  return JSON.stringify(rules) === JSON.stringify(savedRules) ? {} : { processRules: rules };
}
