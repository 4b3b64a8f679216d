import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { FoodSafetyManualsDocument, UploadManualDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { uploadFile } from '../../lib/uploads';
import { FormDialog } from '../../ui/FormDialog';
import { FormFileField } from '../../ui/FormFileField';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';

const MAX_BYTES = 20 * 1024 * 1024;
const CATEGORIES = [
  { value: 'policies', label: 'Policies' },
  { value: 'procedures', label: 'Procedures' },
  { value: 'training', label: 'Training' },
] as const;

/** The server checks the file's real type and size too; these checks only save a wasted upload. */
const manualSchema = yup.object({
  title: yup.string().label('Title').trim().required().max(200),
  description: yup.string().label('Description').trim().max(2000),
  category: yup
    .string()
    .label('Category')
    .oneOf(CATEGORIES.map((c) => c.value))
    .required(),
  file: yup
    .mixed<File>()
    .nullable()
    .required('Choose a PDF file')
    .test('size', 'The file must be at most 20 MB', (file) => !file || file.size <= MAX_BYTES),
});
type ManualValues = { title: string; description: string; category: string; file: File | null };
const initialValues: ManualValues = { title: '', description: '', category: 'policies', file: null };

/** Upload Manual / Upload First Manual (SPEC 6): the same title uploads a new version. */
export function UploadManualDialog({ onClose }: { onClose(): void }) {
  const [uploadManual] = useMutation(UploadManualDocument, { refetchQueries: [FoodSafetyManualsDocument], awaitRefetchQueries: true });

  const submit = async (values: ManualValues) => {
    try {
      const { id } = await uploadFile('manual', values.file as File);
      const { data } = await uploadManual({
        variables: { input: { title: values.title.trim(), description: values.description.trim() || null, category: values.category, uploadId: id } },
      });
      onClose();
      toast({ title: 'Manual uploaded', description: `${data?.uploadManual.title} v${data?.uploadManual.version} is now in the library` });
    } catch (error) {
      toast({ title: 'Upload failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Upload Manual"
      submitLabel="Upload"
      pendingLabel="Uploading..."
      initialValues={initialValues}
      validationSchema={manualSchema}
      onSubmit={submit}
    >
      <FormTextField name="title" label="Title" placeholder="e.g. HACCP Procedures" />
      <FormTextField name="description" label="Description" />
      <FormSelectField name="category" label="Category" options={CATEGORIES} />
      <FormFileField name="file" label="PDF file" accept="application/pdf,.pdf" />
    </FormDialog>
  );
}
