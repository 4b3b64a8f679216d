import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { CreateMyCompanyDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { useLogOut } from '../../lib/useLogOut';
import { Button } from '../../ui/Button';
import { FormTextField } from '../../ui/FormTextField';
import { StepPage } from '../../ui/StepPage';

const businessSchema = yup.object({
  name: yup.string().label('Business Name').trim().required(),
  locationName: yup.string().label('First Location Name').trim().required(),
  address: yup.string().label('Address').trim(),
  timezone: yup.string().label('Time Zone').trim().required(),
});
type BusinessValues = yup.InferType<typeof businessSchema>;

/** The browser's own zone is the likeliest answer; the API checks it is a real IANA name. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A signed-in user with no company: create the business, or give an administrator the username. */
export function WelcomePage() {
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  const { logOut, pending } = useLogOut();
  const [createMyCompany] = useMutation(CreateMyCompanyDocument);
  if (!user?.capabilities.createOwnCompany) return <Navigate to={paths.dashboard} replace />;

  const submit = async (values: BusinessValues) => {
    const { name, locationName, address, timezone } = businessSchema.cast(values);
    try {
      await createMyCompany({ variables: { input: { name, location: { name: locationName, address: address || null, timezone } } } });
      toast({ title: 'Business created', description: `${name} is ready. Add your equipment and people next.` });
      await refreshUser();
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      toast({ title: 'Could not create the business', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <StepPage title={`Welcome, ${user.fullName}`} intro="Your account does not belong to a business yet.">
      <h2>Create your business</h2>
      <Formik initialValues={{ name: '', locationName: '', address: '', timezone: browserZone() }} validationSchema={businessSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create your business">
            <FormTextField name="name" label="Business Name" placeholder="e.g. Harbour Kitchens Ltd" />
            <FormTextField name="locationName" label="First Location Name" placeholder="e.g. Main Kitchen" />
            <FormTextField name="address" label="Address" autoComplete="street-address" />
            <FormTextField name="timezone" label="Time Zone" placeholder="e.g. Europe/London" />
            <Button type="submit" disabled={isSubmitting} style={{ marginTop: 16 }}>
              {isSubmitting ? 'Creating...' : 'Create Business'}
            </Button>
          </Form>
        )}
      </Formik>
      <JoinNote>
        Joining an existing business instead? Give its administrator your username: <strong>{user.username}</strong>
      </JoinNote>
      <Button variant="ghost" onClick={() => void logOut()} disabled={pending}>
        {pending ? 'Logging out...' : 'Log out'}
      </Button>
    </StepPage>
  );
}

const JoinNote = styled.p`
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;
