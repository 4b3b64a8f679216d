import { useField } from 'formik';
import { Combobox, type ComboboxOption } from './Combobox';
import { Field } from './Field';

type FormComboboxFieldProps = {
  name: string;
  label: string;
  options: readonly ComboboxOption[];
  placeholder?: string;
  /** Replaces Formik's own change handling, e.g. to fill other fields from the choice. */
  onChange?(value: string): void;
};

/** A Formik-bound combobox (a list to filter by typing); errors show once the field has been touched or submitted. */
export function FormComboboxField({ name, label, options, placeholder, onChange }: FormComboboxFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Combobox
          control={control}
          name={name}
          value={field.value}
          options={options}
          placeholder={placeholder}
          onChange={(value) => (onChange ? onChange(value) : void helpers.setValue(value))}
          onBlur={() => void helpers.setTouched(true)}
        />
      )}
    </Field>
  );
}
