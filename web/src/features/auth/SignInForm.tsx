import { type FormEvent, type HTMLInputTypeAttribute, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { SessionRefused } from '../../lib/session-api';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { SubmitButton } from './SubmitButton';
import { type SignInValues, signInErrors } from './sign-in-rules';

type SignInFormValues = SignInValues & { code: string };
type FieldName = keyof SignInFormValues;
const initialValues: SignInFormValues = { username: '', password: '', code: '' };

/** The API's answer to a right password from someone who uses two-factor authentication. */
const asksForCode = (error: unknown) => error instanceof SessionRefused && error.twoFactorRequired;

/**
 * SPEC 2.3's sign-in form. Plain React state rather than the form library the other forms use:
 * this is the first screen most visitors load, and two required fields do not need the library
 * (Formik and yup are ≈ 24 KB gzipped); it behaves as those forms do (errors once a field is left
 * or the form submitted, nothing sent while one shows, the button pending while the call runs).
 */
export function SignInForm() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [codeStep, setCodeStep] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors: Partial<Record<FieldName, string>> = signInErrors(values);

  const submit = async ({ code, ...credentials }: SignInFormValues) => {
    const secondFactor = !codeStep || !code.trim() ? {} : recovery ? { recoveryCode: code.trim() } : { code: code.trim() };
    try {
      const user = await signIn({ ...credentials, ...secondFactor });
      toast({ title: 'Welcome back!', description: `Logged in as ${user.fullName}` });
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      if (asksForCode(error) && !codeStep) return setCodeStep(true);
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched({ username: true, password: true, code: true });
    if (Object.keys(errors).length) return;
    setSubmitting(true);
    try {
      await submit(values);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: FieldName, label: string, type: HTMLInputTypeAttribute, autoComplete: string) => (
    <Field label={label} error={touched[name] ? errors[name] : undefined}>
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          onBlur={() => setTouched({ ...touched, [name]: true })}
        />
      )}
    </Field>
  );

  return (
    <form noValidate aria-label="Sign in" onSubmit={onSubmit}>
      {field('username', 'Username', 'text', 'username')}
      {field('password', 'Password', 'password', 'current-password')}
      {codeStep ? (
        <>
          {field('code', recovery ? 'Recovery code' : 'Authentication code', 'text', 'one-time-code')}
          <Button type="button" variant="ghost" onClick={() => setRecovery(!recovery)}>
            {recovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
          </Button>
        </>
      ) : null}
      <SubmitButton pending={submitting} pendingLabel="Signing in...">
        Sign In
      </SubmitButton>
    </form>
  );
}
