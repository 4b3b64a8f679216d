import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { FormFields } from '../../components/forms/FormFields';
import { type FormValues, missingFieldsNotice, missingRequiredLabels, outOfRangeNotice } from '../../components/forms/form-answers';
import { FormTemplatesDocument, RecentDigitalFormsDocument, SubmitDigitalFormDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSelectedLocation } from '../../lib/selected-location';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { FormTemplate } from './form-values';

type FillFormDialogProps = { template: FormTemplate; onClose(): void };

/** Fill Form: the template's fields, checked as SPEC 5 says before anything is sent. */
export function FillFormDialog({ template, onClose }: FillFormDialogProps) {
  const formId = useId();
  const { location } = useSelectedLocation();
  const [values, setValues] = useState<FormValues>({});
  const [submitForm, { loading }] = useMutation(SubmitDigitalFormDocument, {
    // Recent Submissions and the cards' "Last used" both change with a new form.
    refetchQueries: [RecentDigitalFormsDocument, FormTemplatesDocument],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingRequiredLabels(template.fields, values);
    if (missing.length > 0) {
      toast(missingFieldsNotice(missing));
      return;
    }
    try {
      if (!location) throw new Error('No location selected');
      const { data } = await submitForm({ variables: { input: { type: template.type, locationId: location.id, formData: values, status: 'submitted' } } });
      // SPEC 8 names both notices; with one toast at a time the second replaces the first.
      toast({ title: 'Form submitted successfully', description: 'Your digital form has been recorded' });
      toast({ title: 'Form submitted', description: 'Your digital form has been successfully submitted' });
      // Issue 35: the server's verdict on the numbers comes last, so it is the notice that stays.
      const verdict = data ? outOfRangeNotice(data.submitDigitalForm) : null;
      if (verdict) toast(verdict);
      onClose();
    } catch (error) {
      toast({ title: 'Error submitting form', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={template.name}
      description={template.description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? 'Submitting...' : 'Submit Form'}
          </Button>
        </>
      }
    >
      <FormFields
        id={formId}
        fields={template.fields}
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        onSubmit={submit}
      />
    </Dialog>
  );
}
