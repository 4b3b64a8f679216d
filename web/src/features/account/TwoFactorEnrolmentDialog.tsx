import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { ConfirmTwoFactorEnrolmentDocument, type StartTwoFactorEnrolmentMutation } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormTextField } from '../../ui/FormTextField';

type Enrolment = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];

const codeSchema = yup.object({ code: yup.string().label('Authentication code').trim().required() });

/**
 * Set up two-factor authentication: scan the QR code (or type the secret), confirm with a first
 * code, then keep the ten recovery codes, shown only this once.
 */
export function TwoFactorEnrolmentDialog({ enrolment, onClose, onEnabled }: { enrolment: Enrolment | null; onClose(): void; onEnabled(): void }) {
  const [confirm] = useMutation(ConfirmTwoFactorEnrolmentDocument);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const submit = async ({ code }: { code: string }) => {
    try {
      const result = await confirm({ variables: { code: code.trim() } });
      setRecoveryCodes(result.data?.confirmTwoFactorEnrolment ?? []);
      onEnabled();
    } catch (error) {
      toast({ title: 'Two-factor authentication not turned on', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={enrolment !== null} onClose={onClose} title="Set up two-factor authentication">
      {recoveryCodes ? (
        <>
          <Warning>Two-factor authentication is on. Keep these recovery codes somewhere safe: each signs you in once, and they are shown only now.</Warning>
          <Codes aria-label="Recovery codes">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Codes>
          <Button onClick={() => copy(recoveryCodes)}>Copy recovery codes</Button>{' '}
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </>
      ) : enrolment ? (
        <>
          <p>Scan this QR code with your authenticator app, or type the secret, then enter the code it shows.</p>
          <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={200} height={200} />
          <Secret>{enrolment.secret}</Secret>
          <Formik initialValues={{ code: '' }} validationSchema={codeSchema} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Confirm two-factor authentication">
                <FormTextField name="code" label="Authentication code" autoComplete="one-time-code" />
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Checking...' : 'Turn On'}
                </Button>
              </Form>
            )}
          </Formik>
        </>
      ) : null}
    </Dialog>
  );
}

function copy(codes: string[]) {
  navigator.clipboard.writeText(codes.join('\n')).then(
    () => toast({ title: 'Copied', description: 'Your recovery codes are on your clipboard' }),
    () => toast({ title: 'Copy failed', description: 'Select the codes and copy them yourself', variant: 'destructive' }),
  );
}

const Warning = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-weight: 500;
`;

const Codes = styled.ul`
  columns: 2;
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-family: monospace;
  list-style: none;
  padding: 0;
`;

const Secret = styled.code`
  display: block;
  margin: ${({ theme }) => theme.space(2)} 0;
  word-break: break-all;
`;
