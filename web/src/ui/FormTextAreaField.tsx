import { useField } from 'formik';
import { Field, Textarea } from './Field';

type FormTextAreaFieldProps = { name: string; label: string; placeholder?: string };

/** A Formik-bound multi-line text field; errors show once the field has been touched or submitted. */
export function FormTextAreaField({ name, label, placeholder }: FormTextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field label={label} error={error}>
      {(control) => <Textarea {...field} {...control} rows={4} placeholder={placeholder} />}
    </Field>
  );
}
