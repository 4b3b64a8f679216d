import { useMutation } from '@apollo/client/react';
import { FieldArray, getIn } from 'formik';
import styled from 'styled-components';
import { UpdateFormTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { PlusIcon } from '../../ui/icons';
import { EditFormFieldRow } from './EditFormFieldRow';
import { blankField, type EditFormValues, editFormSchema, editValuesOf, fieldInputsOf } from './form-edit-values';
import type { FormTemplate } from './form-values';

/**
 * Edit (administrators): the form's fields for the whole company. Saving makes a new version on
 * the server; forms already filled in keep the fields they were filled against.
 */
export function EditFormDialog({ template, onClose }: { template: FormTemplate; onClose(): void }) {
  const [updateTemplate] = useMutation(UpdateFormTemplateDocument);

  const save = async (values: EditFormValues) => {
    try {
      await updateTemplate({
        variables: { input: { templateId: template.id, basedOnVersionId: template.versionId ?? null, fields: fieldInputsOf(values) } },
      });
      toast({ title: 'Form updated', description: `${template.name} now asks ${values.fields.length} fields` });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to save form', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Edit: ${template.name}`}
      description="Add, remove, reorder and rename fields. Forms already filled in keep the fields they were filled against."
      submitLabel="Save Form"
      pendingLabel="Saving..."
      initialValues={editValuesOf(template)}
      validationSchema={editFormSchema}
      onSubmit={save}
    >
      {({ values, errors, submitCount }) => {
        const listError = typeof errors.fields === 'string' && submitCount > 0 ? errors.fields : null;
        return (
          <FieldArray name="fields">
            {(list) => (
              <Rows>
                {values.fields.map((field, index) => (
                  <EditFormFieldRow
                    key={field.key}
                    index={index}
                    count={values.fields.length}
                    onMove={(to) => list.move(index, to)}
                    onRemove={() => list.remove(index)}
                  />
                ))}
                {listError ? <FieldError role="alert">{listError}</FieldError> : null}
                {getIn(errors, 'fields') && !listError && submitCount > 0 ? <FieldError role="alert">Please correct the fields marked above</FieldError> : null}
                <div>
                  <Button variant="secondary" size="sm" onClick={() => list.push(blankField())}>
                    <PlusIcon size={14} />
                    Add Field
                  </Button>
                </div>
              </Rows>
            )}
          </FieldArray>
        );
      }}
    </FormDialog>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
