import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { signInErrors } from './sign-in-rules';

/** What the sign-in form said when it validated with yup (the sign-up form still does). */
const yupSignIn = yup.object({ username: yup.string().label('Username').required(), password: yup.string().label('Password').required() });
const yupErrors = (values: { username: string; password: string }) => {
  try {
    yupSignIn.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as yup.ValidationError).inner.map((e) => [e.path, e.message]));
  }
};

describe('sign-in rules (SPEC 5: username and password required)', () => {
  it.each([
    { username: '', password: '' },
    { username: 'jane', password: '' },
    { username: '', password: 'secret' },
    { username: ' ', password: 'secret' },
    { username: 'jane', password: 'secret' },
  ])('say what yup said for %j', (values) => {
    expect(signInErrors(values)).toEqual(yupErrors(values));
  });
});
