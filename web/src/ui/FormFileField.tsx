import { useField } from 'formik';
import { Field, Input } from './Field';

type FormFileFieldProps = { name: string; label: string; accept: string };

/** A Formik-bound file picker holding the chosen File (or null). */
export function FormFileField({ name, label, accept }: FormFileFieldProps) {
  const [, meta, helpers] = useField<File | null>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="file"
          accept={accept}
          onChange={(event) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(event.currentTarget.files?.[0] ?? null);
          }}
        />
      )}
    </Field>
  );
}
