import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { Field, Select } from './Field';

type FormSelectFieldProps = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Shown while nothing is chosen; omit when a value is always set. */
  placeholder?: string;
  /** Replaces Formik's own change handling, e.g. to fill other fields from the choice. */
  onChange?(value: string): void;
};

/** A Formik-bound select; errors show once the field has been touched or submitted. */
export function FormSelectField({ name, label, options, placeholder, onChange }: FormSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  const change = onChange ? (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value) : field.onChange;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select {...field} {...control} onChange={change}>
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
