import { useMutation } from '@apollo/client/react';
import { CompleteCorrectiveActionDocument, CorrectiveActionTilesDocument, StartCorrectiveActionDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';

/** Start Action and Mark Complete (SPEC 4's workflow): the answer updates the card through the cache; the tiles refetch. */
export function useActionTransitions() {
  const options = { refetchQueries: [CorrectiveActionTilesDocument], awaitRefetchQueries: true };
  const [startMutation, started] = useMutation(StartCorrectiveActionDocument, options);
  const [completeMutation, completed] = useMutation(CompleteCorrectiveActionDocument, options);

  const start = async (id: number) => {
    try {
      await startMutation({ variables: { id } });
      toast({ title: 'Action started', description: `Action #${id} is now in progress` });
    } catch (error) {
      toast({ title: 'Failed to start action', description: errorMessage(error), variant: 'destructive' });
    }
  };

  /** Resolves true once the action is resolved, so the resolution dialog can close. */
  const complete = async (id: number, resolution: string): Promise<boolean> => {
    try {
      await completeMutation({ variables: { id, resolution } });
      toast({ title: 'Action completed', description: `Action #${id} has been resolved` });
      return true;
    } catch (error) {
      toast({ title: 'Failed to complete action', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return { start, complete, busy: started.loading || completed.loading };
}
