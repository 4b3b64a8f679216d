import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { FormTextField } from '../../ui/FormTextField';
import { type SignUpValues, signUpSchema } from './auth-schemas';
import { SubmitButton } from './SubmitButton';

const initialValues: SignUpValues = {
  fullName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};

export function SignUpForm() {
  const { signUp } = useSession();
  const navigate = useNavigate();

  const submit = async (values: SignUpValues) => {
    try {
      // SPEC 5: confirmPassword only guards typing; the account is created with role 'user'.
      const user = await signUp({
        fullName: values.fullName,
        email: values.email,
        username: values.username,
        password: values.password,
        role: 'user',
      });
      toast({
        title: 'Account created!',
        description: `Welcome to Food Safety Management, ${user.fullName}!`,
      });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={signUpSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign up">
          <FormTextField name="fullName" label="Full Name" autoComplete="name" />
          <FormTextField name="email" label="Email" type="email" autoComplete="email" />
          <FormTextField name="username" label="Username" autoComplete="username" />
          <FormTextField name="password" label="Password" type="password" autoComplete="new-password" />
          <FormTextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <SubmitButton pending={isSubmitting} pendingLabel="Creating account...">
            Create Account
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
