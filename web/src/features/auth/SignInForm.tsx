import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { FormTextField } from '../../ui/FormTextField';
import { type SignInValues, signInSchema } from './auth-schemas';
import { SubmitButton } from './SubmitButton';

const initialValues: SignInValues = { username: '', password: '' };

export function SignInForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();

  const submit = async (values: SignInValues) => {
    try {
      const user = await signIn(values);
      toast({ title: 'Welcome back!', description: `Logged in as ${user.fullName}` });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={signInSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <FormTextField name="username" label="Username" autoComplete="username" />
          <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
          <SubmitButton pending={isSubmitting} pendingLabel="Signing in...">
            Sign In
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
