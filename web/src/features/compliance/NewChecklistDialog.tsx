import { useMutation } from '@apollo/client/react';
import { ComplianceCheckTemplatesDocument, CreateComplianceTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { ChecklistBuilderFields } from './ChecklistBuilderFields';
import { CHECKLIST_TYPES, type ChecklistValues, checklistInputOf, checklistSchema, newChecklistValues } from './checklist-values';

/** New checklist (administrators): built from scratch with its schedule, typed items and where it is published. */
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
      description="Head office publishes to all sites, chosen areas or chosen sites; a site's administrator adds a checklist of their own site. A failed critical item, or a number out of its range, fails the item; a failed critical item opens a corrective action."
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
          <FormTextField name="estimatedMinutes" label="Minutes it takes (optional)" type="number" />
          <ChecklistBuilderFields values={values} errors={errors} submitCount={submitCount} />
        </>
      )}
    </FormDialog>
  );
}
