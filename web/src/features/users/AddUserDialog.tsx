import { useMutation } from '@apollo/client/react';
import { Formik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { CreateUserDocument, PersonChoicesDocument, type PersonChoicesQuery, UserManagementDocument, UserSummaryDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormTextField } from '../../ui/FormTextField';
import { PersonFields, PersonForm, useOffersAreas } from './PersonFields';

// The company's password rules are the API's; it names each rule an initial password breaks.
const addUserSchema = yup.object({
  fullName: yup.string().label('Full Name').trim().required(),
  username: yup.string().label('Username').trim().required(),
  email: yup.string().label('Email').trim().email().required(),
  role: yup.string().label('Role').required(),
  locationId: yup.string().label('Home Location').required(),
  extraLocationIds: yup.array(yup.number().required()).required(),
  areaIds: yup.array(yup.number().required()).required(),
  password: yup.string().label('Initial Password').required(),
});
type AddUserValues = yup.InferType<typeof addUserSchema>;
const initialValues: AddUserValues = { fullName: '', username: '', email: '', role: '', locationId: '', extraLocationIds: [], areaIds: [], password: '' };

/** Add User: the person signs in with the initial password and must choose their own first. */
export function AddUserDialog({ choices, onClose }: { choices: PersonChoicesQuery; onClose(): void }) {
  const formId = useId();
  const [createUser] = useMutation(CreateUserDocument, {
    refetchQueries: [UserManagementDocument, UserSummaryDocument],
    awaitRefetchQueries: true,
  });

  const offersAreas = useOffersAreas(choices);

  const submit = async (values: AddUserValues) => {
    const { locationId, extraLocationIds, areaIds, ...person } = addUserSchema.cast(values);
    const home = Number(locationId);
    const areas = offersAreas(person.role) ? { areaIds } : {};
    try {
      await createUser({
        variables: { input: { ...person, ...areas, locationId: home, extraLocationIds: extraLocationIds.filter((id) => id !== home) } },
        // Chosen areas change each area's managers, which Edit reads from the choices.
        ...(offersAreas(person.role) ? { refetchQueries: [UserManagementDocument, UserSummaryDocument, PersonChoicesDocument] } : {}),
      });
      toast({ title: 'User added', description: `${person.fullName} must change the initial password at first sign-in` });
      onClose();
    } catch (error) {
      toast({ title: 'User not added', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={addUserSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open
          onClose={onClose}
          title="Add User"
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Adding...' : 'Add User'}
              </Button>
            </>
          }
        >
          <PersonForm id={formId} noValidate aria-label="Add User">
            <FormTextField name="fullName" label="Full Name" />
            <FormTextField name="username" label="Username" autoComplete="off" />
            <FormTextField name="email" label="Email" type="email" autoComplete="off" />
            <PersonFields choices={choices} companyId={null} />
            <FormTextField name="password" label="Initial Password" type="password" autoComplete="new-password" />
          </PersonForm>
        </Dialog>
      )}
    </Formik>
  );
}
