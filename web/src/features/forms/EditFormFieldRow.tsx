import { useField } from 'formik';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Label } from '../../ui/Field';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { FIELD_TYPE_CHOICES, takesOptions } from './form-edit-values';

type EditFormFieldRowProps = {
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
};

/** One field of the form being edited: its label, type, whether it must be answered, its options. */
export function EditFormFieldRow({ index, count, onMove, onRemove }: EditFormFieldRowProps) {
  const path = `fields[${index}]`;
  const [type] = useField<string>(`${path}.type`);
  const [required] = useField<boolean>({ name: `${path}.required`, type: 'checkbox' });
  const number = index + 1;
  const requiredId = `edit-form-field-${index}-required`;
  return (
    <Row>
      <Legend>Field {number}</Legend>
      <FormTextField name={`${path}.label`} label="Label" />
      <FormSelectField name={`${path}.type`} label="Type" options={FIELD_TYPE_CHOICES} />
      {takesOptions(type.value) ? <FormTextAreaField name={`${path}.options`} label="Options (one per line)" /> : null}
      <Controls>
        <Required>
          <input id={requiredId} type="checkbox" name={required.name} checked={required.checked} onChange={required.onChange} onBlur={required.onBlur} />
          <Label htmlFor={requiredId}>Required</Label>
        </Required>
        <Button size="sm" variant="ghost" aria-label={`Move field ${number} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          Up
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Move field ${number} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          Down
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remove field ${number}`} onClick={onRemove}>
          Remove
        </Button>
      </Controls>
    </Row>
  );
}

const Row = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Required = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-right: auto;
  & > label {
    margin: 0;
  }
`;
