import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { CreateTrainingRecordDocument, TraineesDocument, TrainingRecordsDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { uploadFile } from '../../lib/uploads';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormFileField } from '../../ui/FormFileField';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';
import { dayToIso } from './training-dates';

const STATUSES = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const;

const recordSchema = yup.object({
  userId: yup.string().label('Staff member').required(),
  trainingType: yup.string().label('Training type').trim().required().max(100),
  trainingName: yup.string().label('Training name').trim().required().max(200),
  status: yup.string().required(),
  completedDate: yup
    .string()
    .when('status', ([status], field) => (status === 'completed' ? field.required('A completed record needs its completed date') : field)),
  expiryDate: yup.string(),
  certificate: yup.mixed<File>().nullable(),
});
type RecordValues = {
  userId: string;
  trainingType: string;
  trainingName: string;
  status: string;
  completedDate: string;
  expiryDate: string;
  certificate: File | null;
};
const initialValues: RecordValues = {
  userId: '',
  trainingType: '',
  trainingName: '',
  status: 'scheduled',
  completedDate: '',
  expiryDate: '',
  certificate: null,
};

/** Add Training Record (SPEC 6): status is set here; expired follows from the expiry date on the server. */
export function AddTrainingRecordDialog({ onClose }: { onClose(): void }) {
  const formId = useId();
  const { data } = useQuery(TraineesDocument);
  const [createRecord] = useMutation(CreateTrainingRecordDocument, { refetchQueries: [TrainingRecordsDocument], awaitRefetchQueries: true });
  const people = (data?.trainees ?? []).map((person) => ({ value: String(person.id), label: person.fullName || person.username }));

  const submit = async (values: RecordValues) => {
    try {
      const certificateUploadId = values.certificate ? (await uploadFile('certificate', values.certificate)).id : null;
      await createRecord({
        variables: {
          input: {
            userId: Number(values.userId),
            trainingType: values.trainingType.trim(),
            trainingName: values.trainingName.trim(),
            status: values.status,
            completedDate: values.status === 'completed' ? dayToIso(values.completedDate) : null,
            expiryDate: dayToIso(values.expiryDate),
            certificateUploadId,
          },
        },
      });
      onClose();
      toast({ title: 'Training record added', description: `${values.trainingName.trim()} has been recorded` });
    } catch (error) {
      toast({ title: 'Could not add the record', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={recordSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Dialog
          open
          onClose={onClose}
          title="Add Training Record"
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Adding...' : 'Add Record'}
              </Button>
            </>
          }
        >
          <Fields id={formId} noValidate aria-label="Add Training Record">
            <FormSelectField name="userId" label="Staff member" options={people} placeholder="Choose a person" />
            <FormTextField name="trainingType" label="Training type" placeholder="e.g. Food Hygiene" />
            <FormTextField name="trainingName" label="Training name" placeholder="e.g. Level 2 Food Safety and Hygiene" />
            <FormSelectField name="status" label="Status" options={STATUSES} />
            {values.status === 'completed' ? <FormTextField name="completedDate" label="Completed date" type="date" /> : null}
            <FormTextField name="expiryDate" label="Expiry date" type="date" />
            <FormFileField name="certificate" label="Certificate (PDF, optional)" accept="application/pdf,.pdf" />
          </Fields>
        </Dialog>
      )}
    </Formik>
  );
}

const Fields = styled(Form)`
  margin-top: ${({ theme }) => theme.space(4)};
`;
