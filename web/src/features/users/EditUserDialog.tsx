import { useMutation } from '@apollo/client/react';
import { Formik } from 'formik';
import { useId } from 'react';
import * as yup from 'yup';
import { type ManagedUserFragment, PersonChoicesDocument, type PersonChoicesQuery, UpdateUserDocument, UserSummaryDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormTextField } from '../../ui/FormTextField';
import { PersonFields, PersonForm, useOffersAreas } from './PersonFields';

const editUserSchema = yup.object({
  fullName: yup.string().label('Full Name').trim().required(),
  email: yup.string().label('Email').trim().email(),
  role: yup.string().label('Role').required(),
  locationId: yup.string().label('Home Location').required(),
  extraLocationIds: yup.array(yup.number().required()).required(),
  areaIds: yup.array(yup.number().required()).required(),
});
type EditUserValues = yup.InferType<typeof editUserSchema>;

type EditUserDialogProps = { person: ManagedUserFragment; choices: PersonChoicesQuery; onClose(): void; onResetPassword(): void };

/** Edit a person's name, email, role and locations; Reset Password opens from here. */
export function EditUserDialog({ person, choices, onClose, onResetPassword }: EditUserDialogProps) {
  const formId = useId();
  const [updateUser] = useMutation(UpdateUserDocument, { refetchQueries: [UserSummaryDocument] });
  const offersAreas = useOffersAreas(choices);
  // Their current role stays selectable even if this administrator could not give it anew.
  const roles = choices.assignableRoles.some((r) => r.value === person.role)
    ? choices.assignableRoles
    : [{ __typename: 'RoleOption' as const, value: person.role, label: person.roleLabel, description: '', looksAfterAreas: false }, ...choices.assignableRoles];
  const initialValues: EditUserValues = {
    fullName: person.fullName,
    email: person.email ?? '',
    role: person.role,
    locationId: person.locationId ? String(person.locationId) : '',
    extraLocationIds: person.extraLocationIds,
    areaIds: choices.areas.filter((area) => area.managers.some((manager) => manager.id === person.id)).map((area) => area.id),
  };

  const submit = async (values: EditUserValues) => {
    const { locationId, extraLocationIds, areaIds, email, ...rest } = editUserSchema.cast(values);
    const home = Number(locationId);
    // Sent only when the form offers areas; the API clears them when the role stops looking after areas.
    const areas = offersAreas(rest.role) ? { areaIds } : {};
    try {
      await updateUser({
        // Areas chosen (or cleared by a new role) change each area's managers, which Edit reads from the choices.
        ...(offersAreas(rest.role) || offersAreas(person.role) ? { refetchQueries: [UserSummaryDocument, PersonChoicesDocument] } : {}),
        variables: {
          input: { id: person.id, ...rest, ...areas, email: email ?? '', locationId: home, extraLocationIds: extraLocationIds.filter((id) => id !== home) },
        },
      });
      toast({ title: 'User updated', description: `${rest.fullName} has been saved` });
      onClose();
    } catch (error) {
      toast({ title: 'User not updated', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={editUserSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open
          onClose={onClose}
          title={`Edit ${person.fullName}`}
          description={`Username: ${person.username}`}
          footer={
            <>
              <Button variant="ghost" onClick={onResetPassword}>
                Reset Password
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </>
          }
        >
          <PersonForm id={formId} noValidate aria-label={`Edit ${person.fullName}`}>
            <FormTextField name="fullName" label="Full Name" />
            <FormTextField name="email" label="Email" type="email" autoComplete="off" />
            <PersonFields choices={{ ...choices, assignableRoles: roles }} companyId={person.companyId ?? null} />
          </PersonForm>
        </Dialog>
      )}
    </Formik>
  );
}
