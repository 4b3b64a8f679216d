import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FormFieldControl } from './FormFieldControl';
import type { FormValue, FormValues, TemplateField } from './form-answers';

type FormFieldsProps = {
  id: string;
  fields: readonly TemplateField[];
  values: FormValues;
  onChange(name: string, value: FormValue): void;
  onSubmit(event: FormEvent): void;
  /** Shown, not filled in (the phone's View). */
  readOnly?: boolean;
};

/** A form template's fields, in order, as one form element (the desktop's Fill Form and the phone's form). */
export function FormFields({ id, fields, values, onChange, onSubmit, readOnly = false }: FormFieldsProps) {
  return (
    <Fields id={id} noValidate onSubmit={onSubmit}>
      <FieldSet disabled={readOnly}>
        {fields.map((field) => (
          <FormFieldControl key={field.name} field={field} value={values[field.name]} onChange={(value) => onChange(field.name, value)} />
        ))}
      </FieldSet>
    </Fields>
  );
}

const Fields = styled.form`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const FieldSet = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;
