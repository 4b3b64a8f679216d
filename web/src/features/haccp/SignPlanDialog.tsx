import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { SignHaccpPlanVersionDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { FormDialog } from '../../ui/FormDialog';
import { FormTextField } from '../../ui/FormTextField';

const schema = yup.object({ password: yup.string().label('Password').required() });

/** Signing a version: the signer re-enters their password; a wrong one signs nothing. */
export function SignPlanDialog({ version, onClose, onSigned }: { version: { id: number; version: number } | null; onClose(): void; onSigned(): void }) {
  const [sign] = useMutation(SignHaccpPlanVersionDocument);
  return (
    <FormDialog
      open={version !== null}
      onClose={onClose}
      title={`Sign version ${version?.version ?? ''}`}
      description="Signing puts this version of the plan in force. Enter your password to sign it."
      submitLabel="Sign plan"
      pendingLabel="Signing..."
      initialValues={{ password: '' }}
      validationSchema={schema}
      onSubmit={async ({ password }, helpers) => {
        if (!version) return;
        try {
          await sign({ variables: { versionId: version.id, password } });
          toast({ title: 'Plan signed', description: `Version ${version.version} is now in force` });
          helpers.resetForm();
          onSigned();
        } catch (error) {
          helpers.setFieldError('password', errorMessage(error));
        }
      }}
    >
      <FormTextField name="password" label="Password" type="password" autoComplete="current-password" />
    </FormDialog>
  );
}
