import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../lib/theme';
import { Input, Label, Select } from '../../ui/Field';
import { type FormValue, numberAnswer, type TemplateField } from './form-answers';

type FormFieldControlProps = {
  field: TemplateField;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
};

/** SPEC 3: text, number, date, time, textarea, checkbox, radio and select; anything else is text. */
export function FormFieldControl({ field, value, onChange }: FormFieldControlProps) {
  const id = useId();
  // The asterisk is decoration; aria-required tells assistive technology the same thing.
  const label = (
    <>
      {field.label}
      {field.required ? <Asterisk aria-hidden="true">*</Asterisk> : null}
    </>
  );
  const text = typeof value === 'boolean' ? '' : (value ?? '');

  if (field.type === 'checkbox') {
    return (
      <Row>
        <input id={id} type="checkbox" checked={value === true} aria-required={field.required} onChange={(e) => onChange(e.target.checked)} />
        <Label htmlFor={id}>{label}</Label>
      </Row>
    );
  }
  if (field.type === 'radio') {
    return (
      <Group role="radiogroup" aria-labelledby={`${id}-label`} aria-required={field.required}>
        <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
        {(field.options ?? []).map((option) => (
          <Choice key={option}>
            <input type="radio" name={`${id}-${field.name}`} value={option} checked={value === option} onChange={() => onChange(option)} />
            {option}
          </Choice>
        ))}
      </Group>
    );
  }
  const common = { id, 'aria-required': field.required };
  return (
    <Block>
      <Label htmlFor={id}>{label}</Label>
      {field.type === 'textarea' ? (
        <TextArea {...common} rows={3} value={text} onChange={(e) => onChange(e.target.value)} />
      ) : field.type === 'select' ? (
        <Select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select an option</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : field.type === 'number' ? (
        <Input {...common} type="number" step="0.1" value={text} onChange={(e) => onChange(numberAnswer(e.target))} />
      ) : (
        <Input
          {...common}
          type={field.type === 'date' || field.type === 'time' ? field.type : 'text'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Block>
  );
}

const Asterisk = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Block = styled.div``;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & > label {
    margin: 0;
  }
`;

const Group = styled.div``;

const GroupLabel = styled.div`
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textStrong};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-right: ${({ theme }) => theme.space(4)};
`;

const TextArea = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  resize: vertical;
  ${focusRing}
`;
