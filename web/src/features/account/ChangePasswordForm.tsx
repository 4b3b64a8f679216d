import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { ChangeMyPasswordDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';

// The company's password rules are checked by the API, which names each rule broken.
const passwordSchema = yup.object({
  currentPassword: yup.string().label('Current Password').required(),
  newPassword: yup.string().label('New Password').required(),
  confirmPassword: yup
    .string()
    .label('Confirm New Password')
    .required()
    .oneOf([yup.ref('newPassword')], "Passwords don't match"),
});
type PasswordValues = yup.InferType<typeof passwordSchema>;
const initialValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; on success the session reloads (and any gate opens). */
export function ChangePasswordForm({ onChanged }: { onChanged?(): void }) {
  const { refreshUser } = useSession();
  const [changePassword] = useMutation(ChangeMyPasswordDocument);

  const submit = async ({ currentPassword, newPassword }: PasswordValues, { resetForm }: FormikHelpers<PasswordValues>) => {
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      resetForm();
      toast({ title: 'Password changed', description: 'Use your new password next time you sign in' });
      await refreshUser();
      onChanged?.();
    } catch (error) {
      toast({ title: 'Password not changed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={passwordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password">
          <FormTextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
          <FormTextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
          <FormTextField name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={isSubmitting} style={{ marginTop: 16 }}>
            {isSubmitting ? 'Changing...' : 'Change Password'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
