import { useField } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import { Field, Input } from './Field';

type FormTextFieldProps = {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  /** For number fields, e.g. 0.1 for temperatures. */
  step?: number;
};

/** A Formik-bound text input; errors show once the field has been touched or submitted. */
export function FormTextField({ name, label, type = 'text', autoComplete, placeholder, step }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field label={label} error={error}>
      {(control) => <Input {...field} {...control} type={type} autoComplete={autoComplete} placeholder={placeholder} step={step} />}
    </Field>
  );
}
