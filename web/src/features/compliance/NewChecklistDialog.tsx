import { useMutation } from '@apollo/client/react';
import { FieldArray } from 'formik';
import styled from 'styled-components';
import { ComplianceCheckTemplatesDocument, CreateComplianceTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { PlusIcon } from '../../ui/icons';
import { ChecklistItemRow } from './ChecklistItemRow';
import {
  blankItem,
  CHECKLIST_SCHEDULES,
  CHECKLIST_TYPES,
  type ChecklistValues,
  checklistInputOf,
  checklistSchema,
  newChecklistValues,
} from './checklist-values';

/** New checklist (administrators): a template for the whole company, with its schedule and items. */
export function NewChecklistDialog({ onClose }: { onClose(): void }) {
  const [createTemplate] = useMutation(CreateComplianceTemplateDocument, { refetchQueries: [ComplianceCheckTemplatesDocument], awaitRefetchQueries: true });

  const save = async (values: ChecklistValues) => {
    try {
      const input = checklistInputOf(values);
      await createTemplate({ variables: { input } });
      toast({ title: 'Checklist created', description: `"${input.name}" is ready to start` });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to create checklist', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="New checklist"
      description="A checklist for every location of your company. A failed critical item opens a corrective action."
      submitLabel="Create Checklist"
      pendingLabel="Creating..."
      initialValues={newChecklistValues()}
      validationSchema={checklistSchema}
      onSubmit={save}
    >
      {({ values, errors, submitCount }) => (
        <>
          <FormTextField name="name" label="Name" placeholder="e.g. Friday deep clean" />
          <FormSelectField name="type" label="Type" options={CHECKLIST_TYPES} />
          <FormTextAreaField name="description" label="Description (optional)" />
          <FormSelectField name="frequency" label="Schedule" options={CHECKLIST_SCHEDULES} />
          {values.frequency ? <FormTextField name="dueTime" label="Due at (blank: the company’s schedule time)" type="time" /> : null}
          <FormTextField name="estimatedMinutes" label="Minutes it takes (optional)" type="number" />
          <FieldArray name="items">
            {(list) => (
              <Items aria-label="Items">
                {values.items.map((item, index) => (
                  <ChecklistItemRow
                    key={item.key}
                    index={index}
                    count={values.items.length}
                    onMove={(to) => list.move(index, to)}
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
      )}
    </FormDialog>
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
