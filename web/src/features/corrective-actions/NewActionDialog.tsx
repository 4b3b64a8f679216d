import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { addToActionList } from '../../components/corrective-actions/useLiveCorrectiveActions';
import { FormPhotosField } from '../../components/photos/FormPhotosField';
import { ActionUnitsDocument, CorrectiveActionTilesDocument, CreateCorrectiveActionDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSelectedLocation } from '../../lib/selected-location';
import { toast } from '../../lib/toasts/toast-store';
import { uploadFile } from '../../lib/uploads';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import { ACTION_TYPE_OPTIONS, SEVERITY_OPTIONS } from './action-words';

/** The start of the browser's today; the API judges the due date by the location's own today. */
const startOfToday = () => new Date(new Date().setHours(0, 0, 0, 0));

export const newActionSchema = yup.object({
  // Issue 30: chosen, never assumed.
  type: yup
    .string()
    .label('Type')
    .required('Please choose the type of action')
    .oneOf(ACTION_TYPE_OPTIONS.map((o) => o.value)),
  description: yup.string().label('Description').trim().required('Please describe the problem'),
  severity: yup
    .string()
    .label('Severity')
    .oneOf(SEVERITY_OPTIONS.map((o) => o.value))
    .required(),
  equipmentId: yup.string().label('Unit'),
  dueDate: yup
    .string()
    .label('Due')
    .test('not-past', 'The due date cannot be before today', (value) => !value || new Date(value) >= startOfToday()),
  photos: yup.array(yup.mixed<File>().required()).required(),
});
type NewActionValues = yup.InferType<typeof newActionSchema>;
/** The form as filled in: no type until one is chosen. */
type NewActionForm = Omit<NewActionValues, 'type'> & { type: NewActionValues['type'] | '' };
const initialValues: NewActionForm = { type: '', description: '', severity: 'medium', equipmentId: '', dueDate: '', photos: [] };

/** New Action: a corrective action a person records at the header's location, optionally about one unit. */
export function NewActionDialog({ onClose }: { onClose(): void }) {
  const formId = useId();
  const { location } = useSelectedLocation();
  const units = useQuery(ActionUnitsDocument, location ? { variables: { locationId: location.id } } : skipToken);
  const [create] = useMutation(CreateCorrectiveActionDocument, {
    update: (cache, { data }) => data && addToActionList(cache, data.createCorrectiveAction),
    refetchQueries: [CorrectiveActionTilesDocument],
  });

  const submit = async (values: NewActionForm) => {
    if (!location) return;
    const { type, description, severity, equipmentId, dueDate } = newActionSchema.cast(values);
    try {
      // Each photo goes up first (the server re-encodes it); the action then references them by id.
      const photoIds = [];
      for (const photo of values.photos) photoIds.push((await uploadFile('photo', photo)).id);
      const { data } = await create({
        variables: {
          input: {
            type,
            description,
            severity,
            locationId: location.id,
            equipmentId: equipmentId ? Number(equipmentId) : null,
            // datetime-local is the browser's local time; the API takes an instant.
            dueDate: dueDate ? new Date(dueDate).toISOString() : null,
            photoIds,
          },
        },
      });
      toast({ title: 'Action created', description: `Action #${data?.createCorrectiveAction.id} has been recorded` });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to create action', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const unitOptions = [{ value: '', label: 'No particular unit' }, ...(units.data?.equipment ?? []).map((u) => ({ value: String(u.id), label: u.name }))];
  return (
    <Formik initialValues={initialValues} validationSchema={newActionSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open
          onClose={onClose}
          title="New Corrective Action"
          description={location ? `At ${location.name}` : undefined}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Creating...' : 'Create Action'}
              </Button>
            </>
          }
        >
          <Fields id={formId} noValidate aria-label="New Corrective Action">
            <FormSelectField name="type" label="Type" options={ACTION_TYPE_OPTIONS} placeholder="Choose a type" />
            <FormTextAreaField name="description" label="Description" placeholder="What was found?" />
            <FormSelectField name="severity" label="Severity" options={SEVERITY_OPTIONS} />
            <FormSelectField name="equipmentId" label="Unit" options={unitOptions} />
            <FormTextField name="dueDate" label="Due" type="datetime-local" />
            <FormPhotosField name="photos" label="Photo Evidence" />
          </Fields>
        </Dialog>
      )}
    </Formik>
  );
}

const Fields = styled(Form)`
  margin-top: ${({ theme }) => theme.space(4)};
`;
