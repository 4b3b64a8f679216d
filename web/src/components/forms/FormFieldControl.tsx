import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../lib/theme';
import { Input, Label, Select } from '../../ui/Field';
import { type FormValue, numberAnswer, rangeHint, type TemplateField, YES_NO_NA } from './form-answers';
import { PhotoAnswer } from './PhotoAnswer';
import { SignaturePad } from './SignaturePad';

type FormFieldControlProps = {
  field: TemplateField;
  value: FormValue | undefined;
  onChange(value: FormValue): void;
};

/**
 * SPEC 3: text, number, date, time, textarea, checkbox, radio and select; issue 35 adds yes/no/N.A.,
 * temperature, photo and signature, help text under the label and a number's acceptable range.
 * Anything else is text.
 */
export function FormFieldControl({ field, value, onChange }: FormFieldControlProps) {
  const id = useId();
  const unit = field.unit ? ` (${field.unit})` : '';
  // The asterisk is decoration; aria-required tells assistive technology the same thing.
  const label = (
    <>
      {field.label}
      {field.type === 'number' || field.type === 'temperature' ? unit : ''}
      {field.required ? <Asterisk aria-hidden="true">*</Asterisk> : null}
    </>
  );
  const text = typeof value === 'boolean' ? '' : (value ?? '');
  const hints = [field.helpText, rangeHint(field)].filter(Boolean);
  const hintId = hints.length ? `${id}-hint` : undefined;
  const hint = hintId ? <Hint id={hintId}>{hints.join(' · ')}</Hint> : null;

  if (field.type === 'checkbox') {
    return (
      <Row>
        <input id={id} type="checkbox" checked={value === true} aria-required={field.required} onChange={(e) => onChange(e.target.checked)} />
        <Label htmlFor={id}>{label}</Label>
      </Row>
    );
  }
  if (field.type === 'signature') {
    return (
      <Group>
        <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
        {hint}
        <SignaturePad labelId={`${id}-label`} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      </Group>
    );
  }
  if (field.type === 'radio' || field.type === 'yes_no_na') {
    return (
      <Group role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={hintId} aria-required={field.required}>
        <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
        {hint}
        {(field.type === 'yes_no_na' ? YES_NO_NA : (field.options ?? [])).map((option) => (
          <Choice key={option}>
            <input type="radio" name={`${id}-${field.name}`} value={option} checked={value === option} onChange={() => onChange(option)} />
            {option}
          </Choice>
        ))}
      </Group>
    );
  }
  const common = { id, 'aria-required': field.required, 'aria-describedby': hintId };
  return (
    <Block>
      <Label htmlFor={id}>{label}</Label>
      {field.type === 'photo' ? (
        <PhotoAnswer id={id} required={field.required} value={typeof value === 'number' ? value : undefined} onChange={onChange} describedBy={hintId} />
      ) : field.type === 'textarea' ? (
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
      ) : field.type === 'number' || field.type === 'temperature' ? (
        <Input {...common} type="number" step="0.1" value={text} onChange={(e) => onChange(numberAnswer(e.target))} />
      ) : (
        <Input
          {...common}
          type={field.type === 'date' || field.type === 'time' ? field.type : 'text'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint}
    </Block>
  );
}

const Asterisk = styled.span`
  margin-left: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Block = styled.div``;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
