import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { LocationManagementDocument, type ManagedLocationFragment, UpdateLocationDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useTimeZones } from '../../lib/time-zones';
import { toast } from '../../lib/toasts/toast-store';
import { FieldGrid } from '../../ui/Field';
import { FormComboboxField } from '../../ui/FormComboboxField';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';
import { type LocationFormValues, locationEditSchema, locationFormValues, toUpdateInput, WEEK } from './location-form';

type EditLocationDialogProps = { location: ManagedLocationFragment; open: boolean; onClose(): void };

/** Edit a location: name, address, opening hours per day and its time zone (which sets its "today"). */
export function EditLocationDialog({ location, open, onClose }: EditLocationDialogProps) {
  const { refreshUser } = useSession();
  const [updateLocation] = useMutation(UpdateLocationDocument, { refetchQueries: [LocationManagementDocument], awaitRefetchQueries: true });
  const zones = useTimeZones();

  const submit = async (values: LocationFormValues) => {
    try {
      await updateLocation({ variables: { id: location.id, input: toUpdateInput(values) } });
      onClose();
      toast({ title: 'Location updated', description: `${values.name.trim()} has been saved` });
      // The header's location selector shows location names.
      void refreshUser().catch(() => {});
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Edit Location"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      initialValues={locationFormValues(location)}
      validationSchema={locationEditSchema}
      onSubmit={submit}
      enableReinitialize
    >
      <FormTextField name="name" label="Location Name" />
      <FormTextField name="address" label="Address" autoComplete="street-address" />
      <FormComboboxField name="timezone" label="Time Zone" options={zones.options} placeholder="e.g. Europe/London" />
      <Hours>
        <legend>Operating Hours</legend>
        <Hint>24-hour times, e.g. 07:00-22:00, or Closed. A closing time before the opening time is after midnight.</Hint>
        <FieldGrid>
          {WEEK.map((day) => (
            <FormTextField key={day} name={day} label={day} placeholder="e.g. 07:00-22:00" />
          ))}
        </FieldGrid>
      </Hours>
    </FormDialog>
  );
}

const Hours = styled.fieldset`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
