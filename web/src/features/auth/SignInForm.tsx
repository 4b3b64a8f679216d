import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { type SignInValues, signInSchema } from './auth-schemas';
import { SubmitButton } from './SubmitButton';

type SignInFormValues = SignInValues & { code: string };
const initialValues: SignInFormValues = { username: '', password: '', code: '' };

/** The API's answer to a right password from someone who uses two-factor authentication. */
const asksForCode = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'TWO_FACTOR_REQUIRED');

export function SignInForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [codeStep, setCodeStep] = useState(false);
  const [recovery, setRecovery] = useState(false);

  const submit = async ({ code, ...values }: SignInFormValues) => {
    const secondFactor = !codeStep || !code.trim() ? {} : recovery ? { recoveryCode: code.trim() } : { code: code.trim() };
    try {
      const user = await signIn({ ...values, ...secondFactor });
      toast({ title: 'Welcome back!', description: `Logged in as ${user.fullName}` });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      if (asksForCode(error) && !codeStep) return setCodeStep(true);
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={signInSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Sign in">
          <FormTextField name="username" label="Username" autoComplete="username" />
          <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
          {codeStep ? (
            <>
              <FormTextField name="code" label={recovery ? 'Recovery code' : 'Authentication code'} autoComplete="one-time-code" />
              <Button type="button" variant="ghost" onClick={() => setRecovery(!recovery)}>
                {recovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
              </Button>
            </>
          ) : null}
          <SubmitButton pending={isSubmitting} pendingLabel="Signing in...">
            Sign In
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
