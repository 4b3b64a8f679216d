import { FieldArray, type FormikErrors } from 'formik';
import styled from 'styled-components';
import { PublishTargetsField } from '../../components/templates/PublishTargetsField';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';
import { PlusIcon } from '../../ui/icons';
import { ChecklistItemRow } from './ChecklistItemRow';
import { blankItem, CHECKLIST_SCHEDULES, type ChecklistValues } from './checklist-values';

type ChecklistBuilderFieldsProps = { values: ChecklistValues; errors: FormikErrors<ChecklistValues>; submitCount: number };

/** What New checklist and Edit share: the schedule, where it is published, and the items in order. */
export function ChecklistBuilderFields({ values, errors, submitCount }: ChecklistBuilderFieldsProps) {
  return (
    <>
      <FormSelectField name="frequency" label="Schedule" options={CHECKLIST_SCHEDULES} />
      {values.frequency ? <FormTextField name="dueTime" label="Due at (blank: the company’s schedule time)" type="time" /> : null}
      <PublishTargetsField name="publication" />
      <FieldArray name="items">
        {(list) => (
          <Items aria-label="Items">
            {values.items.map((item, index) => (
              <ChecklistItemRow
                key={item.key}
                index={index}
                count={values.items.length}
                onMove={(to) => list.move(index, to)}
                onDropFrom={(from) => list.move(from, index)}
                onRemove={() => list.remove(index)}
              />
            ))}
            {typeof errors.items === 'string' && submitCount > 0 ? <FieldError role="alert">{errors.items}</FieldError> : null}
            <li>
              <Button variant="secondary" size="sm" onClick={() => list.push(blankItem())}>
                <PlusIcon size={14} />
                Add Item
              </Button>
            </li>
          </Items>
        )}
      </FieldArray>
    </>
  );
}

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0;
  & > li:last-child {
    list-style: none;
  }
`;
