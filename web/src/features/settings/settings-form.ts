import type { CompanySettingsFieldsFragment, UpdateCompanySettingsInput } from '../../graphql/graphql';
import { fromDisplayedTemperature, type TemperatureScale, toDisplayedTemperature } from '../../lib/format/temperature';
import { inPresetOrder } from './settings-options';

export type CompanySettings = CompanySettingsFieldsFragment;

/** A section as the form edits it: a number input may be empty ('') while someone types. */
type Editable<T> = { [K in keyof T as Exclude<K, '__typename'>]: T[K] extends number | null | undefined ? number | '' : T[K] };
type PresetValues = Editable<CompanySettings['presets'][number]>;

export type SettingsValues = {
  general: Editable<CompanySettings['general']>;
  notifications: Editable<CompanySettings['notifications']>;
  security: Editable<CompanySettings['security']>;
  /** In the Presets tab's order, temperatures in the company's unit. */
  presets: PresetValues[];
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
    notifications: withoutTypename(settings.notifications),
    security: withoutTypename(settings.security),
    presets: inPresetOrder(settings.presets).map((preset) => ({
      type: preset.type,
      minTemp: shown(preset.minTemp),
      maxTemp: shown(preset.maxTemp),
      alertDelayMinutes: preset.alertDelayMinutes,
      readingIntervalMinutes: preset.readingIntervalMinutes ?? '',
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
    notifications: { ...values.notifications, escalationMinutes: number(values.notifications.escalationMinutes) },
    security: {
      ...values.security,
      minPasswordLength: number(values.security.minPasswordLength),
      passwordExpiryDays: number(values.security.passwordExpiryDays),
      sessionTimeoutMinutes: number(values.security.sessionTimeoutMinutes),
      maxConcurrentSessions: number(values.security.maxConcurrentSessions),
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
    schedule: { ...values.schedule, monthlyDate: number(values.schedule.monthlyDate) },
    pwa: values.pwa,
  };
}
