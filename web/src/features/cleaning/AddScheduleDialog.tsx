import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { CleaningSchedulesDocument, CreateCleaningScheduleDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, day) => ({ value: String(day), label }));

const scheduleSchema = yup.object({
  name: yup.string().label('Name').trim().required().max(200),
  description: yup.string().label('Description').trim().max(2000),
  locationId: yup.string(),
  frequency: yup
    .string()
    .oneOf(FREQUENCIES.map((f) => f.value))
    .required(),
  dayOfWeek: yup.string(),
  dayOfMonth: yup.number().label('Day of month').integer().min(1).max(31).required(),
  tasks: yup.string().label('Tasks').trim().required(),
});
type ScheduleValues = { name: string; description: string; locationId: string; frequency: string; dayOfWeek: string; dayOfMonth: number; tasks: string };
const initialValues: ScheduleValues = { name: '', description: '', locationId: '', frequency: 'daily', dayOfWeek: '1', dayOfMonth: 1, tasks: '' };

/** Add Schedule / Create Schedule (SPEC 6): the API checks who may add one and where. */
export function AddScheduleDialog({ onClose }: { onClose(): void }) {
  const { user } = useSession();
  const [createSchedule] = useMutation(CreateCleaningScheduleDocument, { refetchQueries: [CleaningSchedulesDocument], awaitRefetchQueries: true });
  const locations = [{ value: '', label: 'All locations' }, ...(user?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name }))];

  const submit = async (values: ScheduleValues) => {
    try {
      await createSchedule({
        variables: {
          input: {
            name: values.name.trim(),
            description: values.description.trim() || null,
            locationId: values.locationId ? Number(values.locationId) : null,
            frequency: values.frequency,
            dayOfWeek: values.frequency === 'weekly' ? Number(values.dayOfWeek) : null,
            dayOfMonth: values.frequency === 'monthly' ? Number(values.dayOfMonth) : null,
            tasks: values.tasks.split(',').map((task) => task.trim()),
          },
        },
      });
      onClose();
      toast({ title: 'Schedule created', description: `${values.name.trim()} has been added` });
    } catch (error) {
      toast({ title: 'Creation failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Add Cleaning Schedule"
      submitLabel="Create Schedule"
      pendingLabel="Creating..."
      initialValues={initialValues}
      validationSchema={scheduleSchema}
      onSubmit={submit}
    >
      {({ values }) => (
        <>
          <FormTextField name="name" label="Name" placeholder="e.g. Kitchen Daily Clean" />
          <FormTextField name="description" label="Description" />
          <FormSelectField name="locationId" label="Location" options={locations} />
          <FormSelectField name="frequency" label="Frequency" options={FREQUENCIES} />
          {values.frequency === 'weekly' ? <FormSelectField name="dayOfWeek" label="Day of week" options={WEEKDAYS} /> : null}
          {values.frequency === 'monthly' ? <FormTextField name="dayOfMonth" label="Day of month" type="number" /> : null}
          <FormTextField name="tasks" label="Tasks (separated by commas)" placeholder="Wipe surfaces, Mop floor" />
        </>
      )}
    </FormDialog>
  );
}
