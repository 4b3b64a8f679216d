import { useMutation } from '@apollo/client/react';
import { Form, Formik, useField } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { ApiKeysDocument, CreateApiKeyDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, Input, Select } from '../../ui/Field';
import { FormTextField } from '../../ui/FormTextField';

const keySchema = yup.object({
  name: yup.string().label('Name').trim().required().max(100),
  locationId: yup.string(),
});
type KeyValues = yup.InferType<typeof keySchema>;
const initialValues: KeyValues = { name: '', locationId: '' };

/** Create API Key: a name and a scope, then the secret — shown this once, with a copy button. */
export function NewApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const formId = useId();
  const [secret, setSecret] = useState<string | null>(null);
  const [createApiKey] = useMutation(CreateApiKeyDocument, { refetchQueries: [ApiKeysDocument], awaitRefetchQueries: true });
  const close = () => {
    setSecret(null);
    onClose();
  };

  if (secret) {
    return (
      <Dialog open={open} onClose={close} title="API key created" footer={<Button onClick={close}>Done</Button>}>
        <Warning role="alert">Copy this key now: it is shown only once and cannot be recovered. Anyone with it can record readings.</Warning>
        <Field label="API key">{(control) => <Input {...control} readOnly value={secret} onFocus={(e) => e.currentTarget.select()} />}</Field>
        <Button variant="secondary" onClick={() => copy(secret)}>
          Copy key
        </Button>
      </Dialog>
    );
  }

  const submit = async (values: KeyValues) => {
    try {
      const { name, locationId } = keySchema.cast(values);
      const { data } = await createApiKey({ variables: { input: { name, locationId: locationId ? Number(locationId) : null } } });
      if (data) setSecret(data.createApiKey.secret);
    } catch (error) {
      toast({ title: 'Creation failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={keySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open={open}
          onClose={close}
          title="Create API Key"
          description="A sensor gateway sends readings with this key. It can record temperatures and nothing else."
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Creating...' : 'Create Key'}
              </Button>
            </>
          }
        >
          <Form id={formId} noValidate aria-label="Create API Key">
            <FormTextField name="name" label="Name" placeholder="e.g. Main Kitchen fridge gateway" />
            <ScopeField />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}

/** One of the administrator's locations, or all of them. */
function ScopeField() {
  const { user } = useSession();
  const [field] = useField<string>('locationId');
  return (
    <Field label="Records at">
      {(control) => (
        <Select {...field} {...control}>
          <option value="">All locations</option>
          {user?.locations.map((location) => (
            <option key={location.id} value={String(location.id)}>
              {location.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function copy(secret: string) {
  navigator.clipboard.writeText(secret).then(
    () => toast({ title: 'Copied', description: 'The API key is on your clipboard' }),
    () => toast({ title: 'Copy failed', description: 'Select the key and copy it yourself', variant: 'destructive' }),
  );
}

const Warning = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;
