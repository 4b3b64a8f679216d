import * as yup from 'yup';
import type { CreateEquipmentInput, EquipmentPresetsQuery, EquipmentSetupFragment, UpdateEquipmentInput } from '../../graphql/graphql';
import type { UnitSensorSettings } from './useSensorNetwork';

export type EquipmentPreset = EquipmentPresetsQuery['companySettings']['presets'][number];

/** The form as typed: numbers stay text until submit, so an empty field means "not set". */
export type EquipmentFormValues = {
  locationId: string;
  name: string;
  type: string;
  targetMinTemp: string;
  targetMaxTemp: string;
  alertDelayMinutes: string;
  readingIntervalMinutes: string;
  /** The LoRaWAN DevEUI; empty: none. */
  deviceEui: string;
  /** Empty: the default (5 minutes). */
  doorAlertMinutes: string;
};

/** What a unit's door alert is when its settings name none (the API's default). */
const DEFAULT_DOOR_ALERT_MINUTES = 5;
const EUI_RULE = 'Device EUI must be 16 hexadecimal digits (e.g. 70B3D57ED005A1B2)';
/** As the API reads one: separators (-, :, spaces) and case do not matter. */
const euiDigits = (value: string) => value.replace(/[\s:-]/g, '').toUpperCase();

/** An empty field is null (for targets: the preset's; for delays: follow the preset), not NaN. */
const optionalNumber = (label: string) =>
  yup
    .number()
    .label(label)
    .transform((value, original) => (original === '' || original === null ? null : value))
    .nullable()
    .typeError(`${label} must be a number`);

// The API's limits, checked here first so a typo is caught before the round trip.
export const equipmentSchema = yup.object({
  locationId: yup.string().label('Location').required(),
  name: yup.string().label('Name').trim().max(200).required(),
  type: yup.string().label('Type').required(),
  targetMinTemp: optionalNumber('Target Min (°C)').min(-40).max(300),
  targetMaxTemp: optionalNumber('Target Max (°C)')
    .min(-40)
    .max(300)
    .when('targetMinTemp', ([min], rule) => (typeof min === 'number' ? rule.moreThan(min, 'Target Max must be above Target Min') : rule)),
  alertDelayMinutes: optionalNumber('Alert Delay (minutes)').integer().min(0).max(1440),
  readingIntervalMinutes: optionalNumber('Reading Interval (minutes)').integer().min(1).max(1440),
  deviceEui: yup
    .string()
    .default('')
    .test('eui', EUI_RULE, (value) => !value?.trim() || /^[0-9A-F]{16}$/.test(euiDigits(value))),
  doorAlertMinutes: optionalNumber('Door Alert (minutes)').integer().min(1).max(1440),
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new unit's form: the first location, and (once a type is chosen) that type's preset band. */
export function emptyEquipmentForm(locationId: number | undefined): EquipmentFormValues {
  return {
    locationId: text(locationId),
    name: '',
    type: '',
    targetMinTemp: '',
    targetMaxTemp: '',
    alertDelayMinutes: '',
    readingIntervalMinutes: '',
    deviceEui: '',
    doorAlertMinutes: '',
  };
}

/** A unit's own settings as the edit form: a delay or interval it takes from the preset stays empty, as does the default door alert. */
export function equipmentFormValues(unit: EquipmentSetupFragment, sensor?: UnitSensorSettings): EquipmentFormValues {
  return {
    locationId: text(unit.locationId),
    name: unit.name,
    type: unit.type,
    targetMinTemp: text(unit.targetMinTemp),
    targetMaxTemp: text(unit.targetMaxTemp),
    alertDelayMinutes: unit.usesPresetAlertDelay ? '' : text(unit.alertDelayMinutes),
    readingIntervalMinutes: unit.usesPresetReadingInterval ? '' : text(unit.readingIntervalMinutes),
    deviceEui: sensor?.deviceEui ?? '',
    doorAlertMinutes: sensor && sensor.doorAlertMinutes !== DEFAULT_DOOR_ALERT_MINUTES ? text(sensor.doorAlertMinutes) : '',
  };
}

/** An edit sends every field: an empty target returns to the preset's band, an empty delay to following the preset. */
export function toUpdateInput({ locationId: _fixed, ...input }: CreateEquipmentInput): UpdateEquipmentInput {
  return input;
}

/** Choosing a type fills the target range from the company's preset for it. */
export function withPresetTargets(values: EquipmentFormValues, preset: EquipmentPreset | undefined): EquipmentFormValues {
  return { ...values, type: preset?.type ?? values.type, targetMinTemp: text(preset?.minTemp), targetMaxTemp: text(preset?.maxTemp) };
}

/**
 * The typed form as the API's input. The sensor fields go only when set, or when emptied on a unit
 * that had them (then null: no device, the default door alert), so a unit without sensors is sent as before.
 */
export function toEquipmentInput(values: EquipmentFormValues, sensor?: UnitSensorSettings): CreateEquipmentInput {
  const cast = equipmentSchema.cast(values);
  const eui = values.deviceEui.trim() ? euiDigits(values.deviceEui) : null;
  const doorMinutes = cast.doorAlertMinutes ?? null;
  const hadDoorMinutes = sensor !== undefined && sensor.doorAlertMinutes !== DEFAULT_DOOR_ALERT_MINUTES;
  return {
    ...(eui !== null || sensor?.deviceEui ? { deviceEui: eui } : {}),
    ...(doorMinutes !== null || hadDoorMinutes ? { doorAlertMinutes: doorMinutes } : {}),
    locationId: Number(cast.locationId),
    name: cast.name,
    type: cast.type,
    targetMinTemp: cast.targetMinTemp ?? null,
    targetMaxTemp: cast.targetMaxTemp ?? null,
    alertDelayMinutes: cast.alertDelayMinutes ?? null,
    readingIntervalMinutes: cast.readingIntervalMinutes ?? null,
  };
}
