import { useMutation } from '@apollo/client/react';
import { publicationInputOf } from '../../components/templates/publication-values';
import { type CheckTemplateCardFragment, UpdateComplianceTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { ChecklistBuilderFields } from './ChecklistBuilderFields';
import { type ChecklistValues, checklistSchema, checklistValuesOf, itemInputOf } from './checklist-values';

/** Edit a checklist (those who may): its schedule, publication and items, saved as its next version; checks already started keep theirs. */
export function EditChecklistDialog({ template, onClose }: { template: CheckTemplateCardFragment; onClose(): void }) {
  const [update] = useMutation(UpdateComplianceTemplateDocument);
  const save = async (values: ChecklistValues) => {
    try {
      const { data } = await update({
        variables: {
          input: {
            id: template.id,
            checkItems: values.items.map(itemInputOf),
            frequency: values.frequency || null,
            dueTime: values.frequency && values.dueTime ? values.dueTime : null,
            publication: publicationInputOf(values.publication),
          },
        },
      });
      toast({ title: 'Checklist saved', description: `"${template.name}" is now version ${data?.updateComplianceTemplate.version ?? template.version + 1}` });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to save checklist', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Edit checklist: ${template.name}`}
      description={`Saving makes version ${template.version + 1}; checks already started keep version ${template.version}.`}
      submitLabel="Save Checklist"
      pendingLabel="Saving..."
      initialValues={checklistValuesOf(template)}
      validationSchema={checklistSchema}
      onSubmit={save}
    >
      {({ values, errors, submitCount }) => <ChecklistBuilderFields values={values} errors={errors} submitCount={submitCount} />}
    </FormDialog>
  );
}
