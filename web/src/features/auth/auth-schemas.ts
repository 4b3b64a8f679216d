import * as yup from 'yup';

/** SPEC 5: only required fields; the wording is yup's own, with readable field names (sign-in's: sign-in-rules.ts). */
export const signUpSchema = yup.object({
  fullName: yup.string().label('Full Name').trim().required(),
  email: yup.string().label('Email').email().required(),
  username: yup.string().label('Username').required(),
  password: yup.string().label('Password').required(),
  confirmPassword: yup
    .string()
    .label('Confirm Password')
    .required()
    .oneOf([yup.ref('password')], "Passwords don't match"),
});

export type SignUpValues = yup.InferType<typeof signUpSchema>;
