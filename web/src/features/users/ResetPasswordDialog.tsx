import { useMutation } from '@apollo/client/react';
import { Formik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { type ManagedUserFragment, ResetUserPasswordDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormTextField } from '../../ui/FormTextField';
import { PersonForm } from './PersonFields';

const resetSchema = yup.object({ password: yup.string().label('New Initial Password').required() });

/** A new initial password: the person is signed out and must choose their own at the next sign-in. */
export function ResetPasswordDialog({ person, onClose }: { person: ManagedUserFragment; onClose(): void }) {
  const formId = useId();
  const [reset] = useMutation(ResetUserPasswordDocument);
  const submit = async ({ password }: { password: string }) => {
    try {
      await reset({ variables: { id: person.id, password } });
      toast({ title: 'Password reset', description: `${person.fullName} must change it at the next sign-in` });
      onClose();
    } catch (error) {
      toast({ title: 'Password not reset', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Formik initialValues={{ password: '' }} validationSchema={resetSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open
          onClose={onClose}
          title={`Reset password for ${person.fullName}`}
          description="They are signed out everywhere and must choose a new password when they next sign in."
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Resetting...' : 'Reset Password'}
              </Button>
            </>
          }
        >
          <PersonForm id={formId} noValidate aria-label="Reset password">
            <FormTextField name="password" label="New Initial Password" type="password" autoComplete="new-password" />
          </PersonForm>
        </Dialog>
      )}
    </Formik>
  );
}
