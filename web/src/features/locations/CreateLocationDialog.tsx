import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { CreateLocationDocument, LocationManagementDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';

/** Only the name is required; the wording is yup's own (SPEC 5). */
const locationSchema = yup.object({
  name: yup.string().label('Location Name').trim().required(),
  address: yup.string().label('Address').trim(),
});
type LocationValues = yup.InferType<typeof locationSchema>;
const initialValues: LocationValues = { name: '', address: '' };

type CreateLocationDialogProps = { open: boolean; onClose(): void };

/** 'Create New Location' (SPEC 2.6). The form lives inside the dialog, so it starts empty each time. */
export function CreateLocationDialog({ open, onClose }: CreateLocationDialogProps) {
  const { refreshUser } = useSession();
  const [createLocation] = useMutation(CreateLocationDocument, {
    refetchQueries: [LocationManagementDocument],
    awaitRefetchQueries: true,
  });

  const submit = async (values: LocationValues, { resetForm }: FormikHelpers<LocationValues>) => {
    try {
      const { name, address } = locationSchema.cast(values);
      await createLocation({ variables: { input: { name, address: address || null } } });
      resetForm();
      onClose();
      toast({ title: 'Location created', description: 'New location has been added successfully' });
      // The header's location selector lists the user's locations, which now include this one.
      void refreshUser().catch(() => {});
    } catch (error) {
      toast({ title: 'Creation failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create New Location"
      submitLabel="Create Location"
      pendingLabel="Creating..."
      initialValues={initialValues}
      validationSchema={locationSchema}
      onSubmit={submit}
    >
      <FormTextField name="name" label="Location Name" placeholder="e.g. Main Kitchen, Downtown Branch" />
      <FormTextField name="address" label="Address" autoComplete="street-address" />
    </FormDialog>
  );
}
