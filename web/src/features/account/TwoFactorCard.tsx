import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { DisableTwoFactorDocument, StartTwoFactorEnrolmentDocument, type StartTwoFactorEnrolmentMutation } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { TwoFactorEnrolmentDialog } from './TwoFactorEnrolmentDialog';

const passwordSchema = yup.object({ password: yup.string().label('Password').required() });

/** Profile: turn two-factor authentication on (with an authenticator app) or off (with the password). */
export function TwoFactorCard() {
  const { user, refreshUser } = useSession();
  const [enrolment, setEnrolment] = useState<StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'] | null>(null);
  const [start, { loading: starting }] = useMutation(StartTwoFactorEnrolmentDocument);
  const [disable] = useMutation(DisableTwoFactorDocument);
  if (!user) return null;

  const setUp = async () => {
    try {
      const { data } = await start();
      setEnrolment(data?.startTwoFactorEnrolment ?? null);
    } catch (error) {
      toast({ title: 'Two-factor set-up failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const turnOff = async ({ password }: { password: string }) => {
    try {
      await disable({ variables: { password } });
      toast({ title: 'Two-factor authentication off', description: 'You sign in with your password alone' });
      await refreshUser();
    } catch (error) {
      toast({ title: 'Two-factor authentication not turned off', description: errorMessage(error), variant: 'destructive' });
    }
  };

  if (user.twoFactorEnabled && !enrolment) {
    return (
      <>
        <p>Two-factor authentication is on: you sign in with a code from your authenticator app.</p>
        <Formik initialValues={{ password: '' }} validationSchema={passwordSchema} onSubmit={turnOff}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label="Turn off two-factor authentication">
              <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" variant="destructive" disabled={isSubmitting}>
                Turn off
              </Button>
            </Form>
          )}
        </Formik>
      </>
    );
  }
  return (
    <>
      <p>
        {user.mustEnrolTwoFactor
          ? 'Your company requires two-factor authentication for administrators: set it up before you continue.'
          : 'Sign in with a code from an authenticator app as well as your password.'}
      </p>
      <Button onClick={setUp} disabled={starting}>
        Set up two-factor authentication
      </Button>
      <TwoFactorEnrolmentDialog key={enrolment?.secret} enrolment={enrolment} onClose={() => setEnrolment(null)} onEnabled={() => void refreshUser()} />
    </>
  );
}
