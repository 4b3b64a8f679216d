import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { UpdateMyProfileDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { FormTextField } from '../../ui/FormTextField';
import { PageHeader } from '../../ui/PageHeader';
import { AlertChannelsCard } from './AlertChannelsCard';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PushAlertsControl } from './PushAlertsControl';
import { TwoFactorCard } from './TwoFactorCard';

const profileSchema = yup.object({
  fullName: yup.string().label('Full Name').trim().required(),
  email: yup.string().label('Email').trim().email(),
});
type ProfileValues = yup.InferType<typeof profileSchema>;

/** The header menu's Profile: one's own name and email, password and two-factor authentication. */
export function ProfilePage() {
  const { user, refreshUser } = useSession();
  const [updateProfile] = useMutation(UpdateMyProfileDocument);
  if (!user) return null;

  const submit = async (values: ProfileValues) => {
    const { fullName, email } = profileSchema.cast(values);
    try {
      await updateProfile({ variables: { input: { fullName, email: email || null } } });
      toast({ title: 'Profile saved', description: 'Your name and email have been updated' });
      await refreshUser();
    } catch (error) {
      toast({ title: 'Profile not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <PageHeader title="Profile" subtitle={`${user.username} · ${user.roleLabel}${user.companyName ? ` · ${user.companyName}` : ''}`} />
      <Columns>
        <Card aria-labelledby="profile-details">
          <CardHeader>
            <CardTitle id="profile-details">Your details</CardTitle>
          </CardHeader>
          <Body>
            <Formik initialValues={{ fullName: user.fullName, email: user.email ?? '' }} validationSchema={profileSchema} onSubmit={submit} enableReinitialize>
              {({ isSubmitting }) => (
                <Form noValidate aria-label="Your details">
                  <FormTextField name="fullName" label="Full Name" autoComplete="name" />
                  <FormTextField name="email" label="Email" type="email" autoComplete="email" />
                  <Button type="submit" disabled={isSubmitting} style={{ marginTop: 16 }}>
                    {isSubmitting ? 'Saving...' : 'Save Profile'}
                  </Button>
                </Form>
              )}
            </Formik>
          </Body>
        </Card>
        <Card aria-labelledby="profile-password">
          <CardHeader>
            <CardTitle id="profile-password">Password</CardTitle>
          </CardHeader>
          <Body>
            <ChangePasswordForm />
          </Body>
        </Card>
        <Card aria-labelledby="profile-alerts">
          <CardHeader>
            <CardTitle id="profile-alerts">Alerts</CardTitle>
          </CardHeader>
          <Body>
            <AlertChannelsCard />
            <PushAlertsControl />
          </Body>
        </Card>
        <Card aria-labelledby="profile-two-factor">
          <CardHeader>
            <CardTitle id="profile-two-factor">Two-factor authentication</CardTitle>
          </CardHeader>
          <Body>
            <TwoFactorCard />
          </Body>
        </Card>
      </Columns>
    </>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(5)};
`;
