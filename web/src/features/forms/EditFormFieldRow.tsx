import { useField } from 'formik';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Label } from '../../ui/Field';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { FIELD_TYPE_CHOICES, takesOptions, takesRange } from './form-edit-values';

type EditFormFieldRowProps = {
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
  /** A field dragged by its handle and dropped on this one (the Up/Down buttons are the keyboard's way). */
  onDropFrom(from: number): void;
};

const DRAGGED = 'application/x-form-field-index';

/** One field of the form being edited: its label, type, help text, whether it must be answered, its options or range. */
export function EditFormFieldRow({ index, count, onMove, onRemove, onDropFrom }: EditFormFieldRowProps) {
  const path = `fields[${index}]`;
  const [type] = useField<string>(`${path}.type`);
  const number = index + 1;
  return (
    <Row
      onDragOver={(event) => event.dataTransfer.types.includes(DRAGGED) && event.preventDefault()}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAGGED));
        if (event.dataTransfer.types.includes(DRAGGED) && from !== index) onDropFrom(from);
      }}
    >
      <Legend>
        <Handle draggable title="Drag to reorder" aria-hidden="true" onDragStart={(event) => event.dataTransfer.setData(DRAGGED, String(index))}>
          ⠿
        </Handle>
        Field {number}
      </Legend>
      <FormTextField name={`${path}.label`} label="Label" />
      <FormSelectField name={`${path}.type`} label="Type" options={FIELD_TYPE_CHOICES} />
      {takesOptions(type.value) ? <FormTextAreaField name={`${path}.options`} label="Options (one per line)" /> : null}
      {takesRange(type.value) ? <RangeSettings path={path} type={type.value} /> : null}
      <FormTextField name={`${path}.helpText`} label="Help text (optional)" />
      <Controls>
        <Flags>
          <Flag path={path} name="required" label="Required" />
          {takesRange(type.value) ? <Flag path={path} name="critical" label="Critical: out of range opens a corrective action" /> : null}
        </Flags>
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

/** A number's unit and acceptable range; a temperature's band in °C. */
function RangeSettings({ path, type }: { path: string; type: string }) {
  const unit = type === 'temperature' ? ' (°C)' : '';
  return (
    <RangeRow>
      {type === 'number' ? <FormTextField name={`${path}.unit`} label="Unit (optional)" /> : null}
      <FormTextField name={`${path}.min`} label={`Lowest acceptable${unit}`} />
      <FormTextField name={`${path}.max`} label={`Highest acceptable${unit}`} />
    </RangeRow>
  );
}

function Flag({ path, name, label }: { path: string; name: 'required' | 'critical'; label: string }) {
  const [flag] = useField<boolean>({ name: `${path}.${name}`, type: 'checkbox' });
  const id = `edit-form-${path.replace(/\W/g, '-')}-${name}`;
  return (
    <FlagBox>
      <input id={id} type="checkbox" name={flag.name} checked={flag.checked} onChange={flag.onChange} onBlur={flag.onBlur} />
      <Label htmlFor={id}>{label}</Label>
    </FlagBox>
  );
}

const RangeRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  & > * {
    margin: 0;
  }
`;

const Handle = styled.span`
  margin-right: ${({ theme }) => theme.space(1)};
  cursor: grab;
  user-select: none;
`;

const Flags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-right: auto;
`;

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

const FlagBox = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  & > label {
    margin: 0;
  }
`;
