import { type FormikHelpers, useFormikContext } from 'formik';
import type { CreateEquipmentInput, EquipmentSetupFragment } from '../../graphql/graphql';
import { titleWords } from '../../lib/format/labels';
import { FieldGrid } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';
import { DeviceEuiFields } from './DeviceEuiFields';
import {
  type EquipmentFormValues,
  type EquipmentPreset,
  emptyEquipmentForm,
  equipmentFormValues,
  equipmentSchema,
  toEquipmentInput,
  withPresetTargets,
} from './equipment-form';
import { useUnitSensorSettings } from './useSensorNetwork';

type EquipmentDialogProps = {
  open: boolean;
  onClose(): void;
  /** Where the unit may go: the user's locations. */
  locations: readonly { id: number; name: string }[];
  /** The company's presets, which prefill the targets for the chosen type. */
  presets: readonly EquipmentPreset[];
  /** The location chosen at first (the screen's), else the first one. */
  locationId?: number | null;
  /** Edit this unit (its location stays); without one the dialog adds a new unit. */
  unit?: EquipmentSetupFragment;
  /** Resolves true once stored; the dialog then closes. */
  onSubmit(input: CreateEquipmentInput): Promise<boolean>;
};

/** Add (or Edit) Equipment: location, name, type, target range (from the type's preset), alert delay, reading interval, LoRaWAN device and door alert. */
export function EquipmentDialog({ open, onClose, locations, presets, locationId, unit, onSubmit }: EquipmentDialogProps) {
  const sensor = useUnitSensorSettings(open, unit);
  const initialValues = unit ? equipmentFormValues(unit, sensor) : emptyEquipmentForm(locationId ?? locations[0]?.id);
  const title = unit ? 'Edit Equipment' : 'Add Equipment';
  const submit = async (values: EquipmentFormValues, { resetForm }: FormikHelpers<EquipmentFormValues>) => {
    if (await onSubmit(toEquipmentInput(values, sensor))) {
      resetForm();
      onClose();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      description="Targets start from your company's preset for the type."
      submitLabel={unit ? 'Save Changes' : 'Add Equipment'}
      pendingLabel={unit ? 'Saving...' : 'Adding...'}
      initialValues={initialValues}
      validationSchema={equipmentSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {unit ? null : <FormSelectField name="locationId" label="Location" options={locations.map((l) => ({ value: String(l.id), label: l.name }))} />}
      <FormTextField name="name" label="Name" placeholder="e.g. Walk-in Fridge" />
      <TypeField presets={presets} />
      <FieldGrid>
        <FormTextField name="targetMinTemp" label="Target Min (°C)" type="number" step={0.1} />
        <FormTextField name="targetMaxTemp" label="Target Max (°C)" type="number" step={0.1} />
      </FieldGrid>
      <SensorFields presets={presets} />
      <DeviceEuiFields open={open} />
    </FormDialog>
  );
}

/** Choosing a type fills the target range from its preset. */
function TypeField({ presets }: { presets: readonly EquipmentPreset[] }) {
  const { values, setValues } = useFormikContext<EquipmentFormValues>();
  const choose = (type: string) =>
    void setValues(
      withPresetTargets(
        { ...values, type },
        presets.find((preset) => preset.type === type),
      ),
    );
  // The company has one preset per equipment type, so its presets are the list of types (the API's, in its order).
  const options = presets.map(({ type }) => ({ value: type, label: titleWords(type) }));
  return <FormSelectField name="type" label="Type" options={options} placeholder="Choose a type" onChange={choose} />;
}

/** Left empty, the unit follows the preset's alert delay and reading interval (shown as the placeholder). */
function SensorFields({ presets }: { presets: readonly EquipmentPreset[] }) {
  const { values } = useFormikContext<EquipmentFormValues>();
  const preset = presets.find((p) => p.type === values.type);
  const follow = (value: number | null | undefined, none: string) => (preset ? `Preset: ${value ?? none}` : 'Preset for the type');
  return (
    <FieldGrid>
      <FormTextField name="alertDelayMinutes" label="Alert Delay (minutes)" type="number" placeholder={follow(preset?.alertDelayMinutes, '0')} />
      <FormTextField
        name="readingIntervalMinutes"
        label="Reading Interval (minutes)"
        type="number"
        placeholder={follow(preset?.readingIntervalMinutes, 'none')}
      />
    </FieldGrid>
  );
}
