import { useField } from 'formik';
import styled from 'styled-components';
import { Field, Input } from '../../ui/Field';
import { PHOTO_TYPES } from './photo-types';

/** A Formik-bound picker for several photos, holding the chosen Files (an empty list when none). */
export function FormPhotosField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<File[]>(name);
  const count = field.value.length;
  return (
    <div>
      <Field label={label}>
        {(control) => (
          <Input {...control} type="file" multiple accept={PHOTO_TYPES} onChange={(event) => void helpers.setValue([...(event.currentTarget.files ?? [])])} />
        )}
      </Field>
      <Hint>{count ? `Photos attached: ${count}` : 'JPEG, PNG, WebP or HEIC, up to 10 MB each'}</Hint>
    </div>
  );
}

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
