import { useField } from 'formik';
import { Field, Select } from './Field';

type FormSelectFieldProps = {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A Formik-bound select; errors show once the field has been touched or submitted. */
export function FormSelectField({ name, label, options }: FormSelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Select {...field} {...control}>
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
