import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { TrainingRecordsDocument, type TrainingRecordsQuery, UpdateTrainingRecordDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { dayToIso, isoToDay } from './training-dates';
import { STATUS_TABS } from './training-tabs';

type TrainingRecord = TrainingRecordsQuery['trainingRecords'][number];
type UpdateValues = { status: string; completedDate: string; expiryDate: string; notes: string };

const updateSchema = yup.object({
  status: yup.string().required(),
  completedDate: yup
    .string()
    .when('status', ([status], field) => (status === 'completed' ? field.required('A completed record needs its completed date') : field)),
  expiryDate: yup.string(),
  notes: yup.string().max(2000),
});

const statusLabel = (status: string) => STATUS_TABS.find((tab) => tab.value === status)?.label ?? status;

/**
 * Moves a training record along (SPEC 6): the statuses offered are the API's nextStatuses (forward
 * only); expired is never chosen, it follows from the expiry date on the server.
 */
export function UpdateTrainingRecordDialog({ record, onClose }: { record: TrainingRecord; onClose(): void }) {
  // A status change moves the record between tabs, so every tab's list is asked again.
  const [updateRecord] = useMutation(UpdateTrainingRecordDocument, { refetchQueries: [TrainingRecordsDocument], awaitRefetchQueries: true });
  const initialValues: UpdateValues = {
    status: record.nextStatuses[0] ?? '',
    completedDate: isoToDay(record.completedDate),
    expiryDate: isoToDay(record.expiryDate),
    notes: record.notes ?? '',
  };

  const submit = async (values: UpdateValues) => {
    try {
      await updateRecord({
        variables: {
          id: record.id,
          input: {
            status: values.status || null,
            // Only a completed record carries a completed date; otherwise the stored one stays.
            ...(values.status === 'completed' ? { completedDate: dayToIso(values.completedDate) } : {}),
            expiryDate: dayToIso(values.expiryDate),
            notes: values.notes,
          },
        },
      });
      onClose();
      toast({ title: 'Training record updated', description: `${record.trainingName} has been saved` });
    } catch (error) {
      toast({ title: 'Could not update the record', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Update Training Record"
      description={`${record.trainingName} · ${record.user.fullName || record.user.username}`}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      initialValues={initialValues}
      validationSchema={updateSchema}
      onSubmit={submit}
    >
      {({ values }) => (
        <>
          {record.nextStatuses.length ? (
            <FormSelectField name="status" label="Status" options={record.nextStatuses.map((status) => ({ value: status, label: statusLabel(status) }))} />
          ) : null}
          {values.status === 'completed' ? <FormTextField name="completedDate" label="Completed date" type="date" /> : null}
          <FormTextField name="expiryDate" label="Expiry date" type="date" />
          <FormTextAreaField name="notes" label="Notes" />
        </>
      )}
    </FormDialog>
  );
}
