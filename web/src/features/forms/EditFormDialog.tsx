import { useMutation } from '@apollo/client/react';
import { FieldArray, getIn } from 'formik';
import styled from 'styled-components';
import { PublishTargetsField } from '../../components/templates/PublishTargetsField';
import { CreateFormTemplateDocument, FormTemplatesDocument, UpdateFormTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';
import { PlusIcon } from '../../ui/icons';
import { EditFormFieldRow } from './EditFormFieldRow';
import {
  blankField,
  customFormSchema,
  descriptionInputOf,
  type EditFormValues,
  editFormSchema,
  editValuesOf,
  FORM_CATEGORY_CHOICES,
  fieldInputsOf,
  newFormValues,
} from './form-edit-values';
import type { FormTemplate } from './form-values';

type EditFormDialogProps = {
  /** The form to edit; null builds a new one (the Create Custom Form dialog). */
  template: FormTemplate | null;
  onClose(): void;
};

/**
 * Edit (administrators): the form's fields for the whole company. Saving makes a new version on
 * the server; forms already filled in keep the fields they were filled against. A company's own
 * form (and a new one) also has its name, category and where it is published.
 */
export function EditFormDialog({ template, onClose }: EditFormDialogProps) {
  const [updateTemplate] = useMutation(UpdateFormTemplateDocument);
  const [createTemplate] = useMutation(CreateFormTemplateDocument, { refetchQueries: [FormTemplatesDocument] });
  const custom = !template || template.isCustom;

  const save = async (values: EditFormValues) => {
    const described = custom ? descriptionInputOf(values) : {};
    try {
      if (template) {
        await updateTemplate({
          variables: { input: { templateId: template.id, basedOnVersionId: template.versionId ?? null, fields: fieldInputsOf(values), ...described } },
        });
        toast({ title: 'Form updated', description: `${values.name || template.name} now asks ${values.fields.length} fields` });
      } else {
        await createTemplate({ variables: { input: { ...descriptionInputOf(values), fields: fieldInputsOf(values) } } });
        toast({ title: 'Form created', description: `${values.name.trim()} is ready to fill in where it is published` });
      }
      onClose();
    } catch (error) {
      toast({ title: 'Failed to save form', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={template ? `Edit: ${template.name}` : 'Create Custom Form'}
      description={
        template
          ? 'Add, remove, reorder and rename fields. Forms already filled in keep the fields they were filled against.'
          : 'Build a form of your own: its fields, and the sites that fill it in.'
      }
      submitLabel={template ? 'Save Form' : 'Create Form'}
      pendingLabel="Saving..."
      initialValues={template ? editValuesOf(template) : newFormValues()}
      validationSchema={custom ? customFormSchema : editFormSchema}
      onSubmit={save}
    >
      {({ values, errors, submitCount }) => {
        const listError = typeof errors.fields === 'string' && submitCount > 0 ? errors.fields : null;
        return (
          <Rows>
            {custom ? <FormDescriptionFields /> : null}
            <FieldArray name="fields">
              {(list) => (
                <Rows>
                  {values.fields.map((field, index) => (
                    <EditFormFieldRow
                      key={field.key}
                      index={index}
                      count={values.fields.length}
                      onMove={(to) => list.move(index, to)}
                      onDropFrom={(from) => list.move(from, index)}
                      onRemove={() => list.remove(index)}
                    />
                  ))}
                  {listError ? <FieldError role="alert">{listError}</FieldError> : null}
                  {getIn(errors, 'fields') && !listError && submitCount > 0 ? (
                    <FieldError role="alert">Please correct the fields marked above</FieldError>
                  ) : null}
                  <div>
                    <Button variant="secondary" size="sm" onClick={() => list.push(blankField())}>
                      <PlusIcon size={14} />
                      Add Field
                    </Button>
                  </div>
                </Rows>
              )}
            </FieldArray>
          </Rows>
        );
      }}
    </FormDialog>
  );
}

/** A custom form's name, description, category and publication. */
function FormDescriptionFields() {
  return (
    <>
      <FormTextField name="name" label="Form name" />
      <FormTextField name="description" label="Description (optional)" />
      <FormSelectField name="category" label="Category" options={FORM_CATEGORY_CHOICES} />
      <PublishTargetsField name="publication" />
    </>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
