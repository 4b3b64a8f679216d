import { useMutation } from '@apollo/client/react';
import { type ManagedUserFragment, SetUserActiveDocument, UserSummaryDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** Deactivate (signed out at once, nothing deleted) or reactivate, after a confirmation. */
export function UserActiveDialog({ person, onClose }: { person: ManagedUserFragment; onClose(): void }) {
  const [setActive, { loading }] = useMutation(SetUserActiveDocument, { refetchQueries: [UserSummaryDocument] });
  const verb = person.isActive ? 'Deactivate' : 'Reactivate';
  const confirm = async () => {
    try {
      await setActive({ variables: { id: person.id, active: !person.isActive } });
      toast({ title: `User ${person.isActive ? 'deactivated' : 'reactivated'}`, description: person.fullName });
      onClose();
    } catch (error) {
      toast({ title: `${verb} failed`, description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${verb} ${person.fullName}?`}
      description={
        person.isActive
          ? 'They are signed out at once and cannot sign in until reactivated. Their records stay.'
          : 'They can sign in again with their current password.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={person.isActive ? 'destructive' : 'primary'} onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Saving...' : verb}
          </Button>
        </>
      }
    />
  );
}
