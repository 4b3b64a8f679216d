import { useField } from 'formik';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';

type ChecklistItemRowProps = {
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
};

/** One item of a new checklist: its wording, whether a failure is critical, and its place in the list. */
export function ChecklistItemRow({ index, count, onMove, onRemove }: ChecklistItemRowProps) {
  const path = `items[${index}]`;
  const [critical] = useField<boolean>({ name: `${path}.critical`, type: 'checkbox' });
  const number = index + 1;
  return (
    <Row>
      <FormTextField name={`${path}.description`} label={`Item ${number}`} />
      <Controls>
        <Critical>
          <input type="checkbox" name={critical.name} checked={critical.checked} onChange={critical.onChange} onBlur={critical.onBlur} />
          Critical
        </Critical>
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
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Critical = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-right: auto;
`;
