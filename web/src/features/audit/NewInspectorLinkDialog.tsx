import { useMutation } from '@apollo/client/react';
import { Form, Formik, useField } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { CreateInspectorLinkDocument, InspectorLinksDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { inspectionPath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field, Input } from '../../ui/Field';
import { FormTextField } from '../../ui/FormTextField';
import { linkInput } from './inspector-link-input';

const linkSchema = yup.object({
  label: yup.string().label('Label').trim().required().max(200),
  locationIds: yup.array(yup.string().required()).min(1, 'Choose at least one location').required(),
  from: yup.string().label('From').required(),
  to: yup
    .string()
    .label('To')
    .required()
    .test('after-from', 'To must be on or after From', (to, context) => !to || !context.parent.from || to >= context.parent.from),
  expiresInDays: yup.number().label('Expires after (days)').integer().min(1).max(90).required(),
});
export type LinkValues = yup.InferType<typeof linkSchema>;
const emptyLink: LinkValues = { label: '', locationIds: [], from: '', to: '', expiresInDays: 7 };

/** Create Inspector Link: who it is for, which locations and days; then the link, shown this once. */
export function NewInspectorLinkDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const formId = useId();
  const { user } = useSession();
  // A company with one site has nothing to choose: it is ticked already.
  const sites = user?.locations ?? [];
  const initialValues: LinkValues = { ...emptyLink, locationIds: sites.length === 1 ? [String(sites[0].id)] : [] };
  const [url, setUrl] = useState<string | null>(null);
  const [createLink] = useMutation(CreateInspectorLinkDocument, { refetchQueries: [InspectorLinksDocument], awaitRefetchQueries: true });
  const close = () => {
    setUrl(null);
    onClose();
  };
  if (url) {
    return (
      <Dialog open={open} onClose={close} title="Inspector link created" footer={<Button onClick={close}>Done</Button>}>
        <Warning role="alert">Copy this link now: it is shown only once. Anyone with it can read these records until it expires or is revoked.</Warning>
        <Field label="Inspector link">{(control) => <Input {...control} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}</Field>
      </Dialog>
    );
  }
  const submit = async (values: LinkValues) => {
    try {
      const { data } = await createLink({ variables: { input: linkInput(linkSchema.cast(values)) } });
      if (data) setUrl(`${window.location.origin}${inspectionPath(data.createInspectorLink.token)}`);
    } catch (error) {
      toast({ title: 'Creation failed', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Formik initialValues={initialValues} validationSchema={linkSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open={open}
          onClose={close}
          title="Create Inspector Link"
          description="A read-only link to the chosen locations' records over the chosen days. No account is needed; every use is recorded in the audit log."
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Creating...' : 'Create Link'}
              </Button>
            </>
          }
        >
          <Form id={formId} noValidate aria-label="Create Inspector Link">
            <FormTextField name="label" label="Label" placeholder="e.g. EHO visit, Main Kitchen" />
            <LocationChoices />
            <FormTextField name="from" label="From" type="date" />
            <FormTextField name="to" label="To" type="date" />
            <FormTextField name="expiresInDays" label="Expires after (days)" type="number" />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}

function LocationChoices() {
  const { user } = useSession();
  const [, meta] = useField<string[]>('locationIds');
  return (
    <Choices>
      <legend>Locations</legend>
      {user?.locations.map((location) => (
        <Choice key={location.id}>
          <CheckboxField value={String(location.id)} /> {location.name}
        </Choice>
      ))}
      {meta.touched && meta.error ? <ErrorText role="alert">{meta.error}</ErrorText> : null}
    </Choices>
  );
}

function CheckboxField({ value }: { value: string }) {
  const [field] = useField({ name: 'locationIds', type: 'checkbox', value });
  return <input {...field} type="checkbox" />;
}

const Warning = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;

const Choices = styled.fieldset`
  border: 0;
  margin-bottom: ${({ theme }) => theme.space(3)};
  legend { font-weight: 500; margin-bottom: ${({ theme }) => theme.space(1.5)}; }
`;

const Choice = styled.label`
  display: block;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
