/** SPEC 5: sign-in requires username and password, in the wording yup gives the other forms' required fields. */
export type SignInValues = { username: string; password: string };

const REQUIRED: [keyof SignInValues, string][] = [
  ['username', 'Username'],
  ['password', 'Password'],
];

export function signInErrors(values: SignInValues): Partial<Record<keyof SignInValues, string>> {
  const errors: Partial<Record<keyof SignInValues, string>> = {};
  for (const [name, label] of REQUIRED) if (!values[name]) errors[name] = `${label} is a required field`;
  return errors;
}
