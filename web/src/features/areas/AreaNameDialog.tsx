import { useMutation } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { AreaManagementDocument, CreateAreaDocument, type ManagedAreaFragment, RenameAreaDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';

const areaSchema = yup.object({ name: yup.string().label('Area Name').trim().required().max(200) });
type AreaValues = yup.InferType<typeof areaSchema>;

type AreaNameDialogProps = { area?: ManagedAreaFragment; open: boolean; onClose(): void };

/** Add Area, or (given an area) Rename Area: one name, unique among the company's active areas. */
export function AreaNameDialog({ area, open, onClose }: AreaNameDialogProps) {
  const options = { refetchQueries: [AreaManagementDocument], awaitRefetchQueries: true };
  const [createArea] = useMutation(CreateAreaDocument, options);
  const [renameArea] = useMutation(RenameAreaDocument, options);

  const submit = async (values: AreaValues, { resetForm }: FormikHelpers<AreaValues>) => {
    const input = { name: values.name.trim() };
    try {
      if (area) await renameArea({ variables: { id: area.id, input } });
      else await createArea({ variables: { input } });
      resetForm();
      onClose();
      toast({ title: area ? 'Area renamed' : 'Area added', description: `${input.name} has been saved` });
    } catch (error) {
      toast({ title: area ? 'Area not renamed' : 'Area not added', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={area ? `Rename ${area.name}` : 'Add Area'}
      submitLabel={area ? 'Save Changes' : 'Add Area'}
      pendingLabel="Saving..."
      initialValues={{ name: area?.name ?? '' }}
      validationSchema={areaSchema}
      onSubmit={submit}
      enableReinitialize
    >
      <FormTextField name="name" label="Area Name" placeholder="e.g. London" />
    </FormDialog>
  );
}
