import * as yup from 'yup';
import type { CreateEquipmentInput, EquipmentPresetsQuery, EquipmentSetupFragment, UpdateEquipmentInput } from '../../graphql/graphql';

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
};

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
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A new unit's form: the first location, and (once a type is chosen) that type's preset band. */
export function emptyEquipmentForm(locationId: number | undefined): EquipmentFormValues {
  return { locationId: text(locationId), name: '', type: '', targetMinTemp: '', targetMaxTemp: '', alertDelayMinutes: '', readingIntervalMinutes: '' };
}

/** A unit's own settings as the edit form: a delay or interval it takes from the preset stays empty. */
export function equipmentFormValues(unit: EquipmentSetupFragment): EquipmentFormValues {
  return {
    locationId: text(unit.locationId),
    name: unit.name,
    type: unit.type,
    targetMinTemp: text(unit.targetMinTemp),
    targetMaxTemp: text(unit.targetMaxTemp),
    alertDelayMinutes: unit.usesPresetAlertDelay ? '' : text(unit.alertDelayMinutes),
    readingIntervalMinutes: unit.usesPresetReadingInterval ? '' : text(unit.readingIntervalMinutes),
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

/** The typed form as the API's input. */
export function toEquipmentInput(values: EquipmentFormValues): CreateEquipmentInput {
  const cast = equipmentSchema.cast(values);
  return {
    locationId: Number(cast.locationId),
    name: cast.name,
    type: cast.type,
    targetMinTemp: cast.targetMinTemp ?? null,
    targetMaxTemp: cast.targetMaxTemp ?? null,
    alertDelayMinutes: cast.alertDelayMinutes ?? null,
    readingIntervalMinutes: cast.readingIntervalMinutes ?? null,
  };
}
