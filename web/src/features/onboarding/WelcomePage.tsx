import { useMutation } from '@apollo/client/react';
import { Form, Formik, useFormikContext } from 'formik';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import { CreateMyCompanyDocument, type Region } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { browserTimeZone, type TimeZones, useTimeZones } from '../../lib/time-zones';
import { toast } from '../../lib/toasts/toast-store';
import { useLogOut } from '../../lib/useLogOut';
import { Button } from '../../ui/Button';
import { FormComboboxField } from '../../ui/FormComboboxField';
import { FormTextField } from '../../ui/FormTextField';
import { StepPage } from '../../ui/StepPage';

const businessSchema = yup.object({
  name: yup.string().label('Business Name').trim().required(),
  locationName: yup.string().label('First Location Name').trim().required(),
  address: yup.string().label('Address').trim(),
  timezone: yup.string().label('Time Zone').trim().required(),
});
/** `region` null: the one the zone suggests (preselected), until the owner picks one. */
type BusinessValues = yup.InferType<typeof businessSchema> & { region: Region | null };

const REGIONS: { value: Region; label: string }[] = [
  { value: 'UK_EU', label: 'UK / EU' },
  { value: 'US', label: 'US' },
];

/** A signed-in user with no company: create the business, or give an administrator the username. */
export function WelcomePage() {
  const { user, refreshUser } = useSession();
  const navigate = useNavigate();
  const { logOut, pending } = useLogOut();
  const [createMyCompany] = useMutation(CreateMyCompanyDocument);
  const zones = useTimeZones();
  if (!user?.capabilities.createOwnCompany) return <Navigate to={paths.dashboard} replace />;

  const submit = async (values: BusinessValues) => {
    const { name, locationName, address, timezone } = businessSchema.cast(values);
    // What the radios show is what is sent; null (a zone the list does not know) lets the API decide.
    const region = values.region ?? zones.regionOf(timezone);
    try {
      await createMyCompany({ variables: { input: { name, location: { name: locationName, address: address || null, timezone }, region } } });
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
      <Formik<BusinessValues>
        initialValues={{ name: '', locationName: '', address: '', timezone: browserTimeZone(), region: null }}
        validationSchema={businessSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Create your business">
            <FormTextField name="name" label="Business Name" placeholder="e.g. Harbour Kitchens Ltd" />
            <FormTextField name="locationName" label="First Location Name" placeholder="e.g. Main Kitchen" />
            <FormTextField name="address" label="Address" autoComplete="street-address" />
            <FormComboboxField name="timezone" label="Time Zone" options={zones.options} placeholder="e.g. Europe/London" />
            <RegionChoice zones={zones} />
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

/** UK / EU or US: preselected from the time zone (the API's rule), the owner's to change. It sets the date format and starter content. */
function RegionChoice({ zones }: { zones: TimeZones }) {
  const { values, setFieldValue } = useFormikContext<BusinessValues>();
  const shown = values.region ?? zones.regionOf(values.timezone);
  return (
    <Regions>
      <legend>Region</legend>
      {REGIONS.map((region) => (
        <label key={region.value}>
          <input type="radio" name="region" value={region.value} checked={shown === region.value} onChange={() => void setFieldValue('region', region.value)} />
          {region.label}
        </label>
      ))}
    </Regions>
  );
}

const Regions = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(1.5)};
    font-weight: 500;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

const JoinNote = styled.p`
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;
