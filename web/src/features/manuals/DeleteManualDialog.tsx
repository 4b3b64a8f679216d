import { useMutation } from '@apollo/client/react';
import { DeleteManualDocument, FoodSafetyManualsDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

type DeleteManualDialogProps = { manual: { id: number; title: string }; onClose(): void };

/** Asks before withdrawing a manual; the API keeps the row as a record and audits the change. */
export function DeleteManualDialog({ manual, onClose }: DeleteManualDialogProps) {
  const [deleteManual, { loading }] = useMutation(DeleteManualDocument, {
    // Other tabs' cached lists drop the manual at once; the visible list is fetched again.
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'FoodSafetyManual', id: manual.id }) });
      cache.gc();
    },
    refetchQueries: [FoodSafetyManualsDocument],
    awaitRefetchQueries: true,
  });

  const confirm = async () => {
    try {
      await deleteManual({ variables: { id: manual.id } });
      toast({ title: 'Manual deleted', description: `"${manual.title}" has been removed from the library` });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to delete manual', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete manual?"
      description={`"${manual.title}" will no longer be available to your staff.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={loading} onClick={confirm}>
            {loading ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    />
  );
}
