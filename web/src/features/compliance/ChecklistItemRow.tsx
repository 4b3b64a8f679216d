import { useField } from 'formik';
import styled from 'styled-components';
import { temperatureSymbol } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { ITEM_TYPES } from './checklist-values';

type ChecklistItemRowProps = {
  index: number;
  count: number;
  onMove(to: number): void;
  /** An item dragged by its handle and dropped on this one moves here. */
  onDropFrom(from: number): void;
  onRemove(): void;
};

const DRAGGED = 'application/x-checklist-item';

/** A checkbox bound to a boolean Formik field. */
function FormCheckbox({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <Check>
      <input type="checkbox" name={field.name} checked={field.checked} onChange={field.onChange} onBlur={field.onBlur} />
      {label}
    </Check>
  );
}

/**
 * One item of a checklist being built: its label, type and the settings the type uses, help text,
 * critical and required flags, and its place in the list (Up/Down buttons, or drag by the handle).
 */
export function ChecklistItemRow({ index, count, onMove, onDropFrom, onRemove }: ChecklistItemRowProps) {
  const path = `items[${index}]`;
  const [{ value: type }] = useField<string>(`${path}.type`);
  const number = index + 1;
  return (
    <Row
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAGGED)) event.preventDefault();
      }}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAGGED));
        if (Number.isInteger(from) && from !== index) onDropFrom(from);
      }}
    >
      <Head>
        <Handle draggable aria-hidden="true" title="Drag to reorder" onDragStart={(event) => event.dataTransfer.setData(DRAGGED, String(index))}>
          ⠿
        </Handle>
        <FormTextField name={`${path}.description`} label={`Item ${number}`} />
        <FormSelectField name={`${path}.type`} label={`Item ${number} type`} options={ITEM_TYPES} />
      </Head>
      {type === 'number' ? <FormTextField name={`${path}.unit`} label="Unit (e.g. ppm)" /> : null}
      {type === 'number' || type === 'temperature' ? (
        <Range>
          <FormTextField
            name={`${path}.min`}
            label={type === 'temperature' ? `Lowest acceptable (${temperatureSymbol()})` : 'Lowest acceptable'}
            type="number"
          />
          <FormTextField
            name={`${path}.max`}
            label={type === 'temperature' ? `Highest acceptable (${temperatureSymbol()})` : 'Highest acceptable'}
            type="number"
          />
        </Range>
      ) : null}
      {type === 'choice' ? <FormTextAreaField name={`${path}.options`} label="Options (one a line)" /> : null}
      <FormTextField name={`${path}.helpText`} label="Help text (optional)" />
      <Controls>
        <FormCheckbox name={`${path}.critical`} label="Critical" />
        {type === 'yes_no' ? null : <FormCheckbox name={`${path}.required`} label="Required" />}
        <Spacer />
        <Button size="sm" variant="ghost" aria-label={`Move item ${number} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          Up
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Move item ${number} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          Down
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Remove item ${number}`} disabled={count === 1} onClick={onRemove}>
          Remove
        </Button>
      </Controls>
    </Row>
  );
}

const Row = styled.li`
  list-style: none;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Head = styled.div`
  display: grid;
  grid-template-columns: auto 1fr 12rem;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Handle = styled.span`
  cursor: grab;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  user-select: none;
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Spacer = styled.span`
  margin-right: auto;
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;
