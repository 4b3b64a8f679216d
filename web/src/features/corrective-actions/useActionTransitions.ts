import { useMutation } from '@apollo/client/react';
import {
  AcknowledgeCorrectiveActionDocument,
  type ActionVerificationInput,
  CompleteCorrectiveActionDocument,
  CorrectiveActionTilesDocument,
  StartCorrectiveActionDocument,
} from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';

/** Acknowledge, Start Action and Mark Complete (SPEC 4's workflow): the answer updates the card through the cache; the tiles refetch. */
export function useActionTransitions() {
  const options = { refetchQueries: [CorrectiveActionTilesDocument], awaitRefetchQueries: true };
  const [startMutation, started] = useMutation(StartCorrectiveActionDocument, options);
  const [completeMutation, completed] = useMutation(CompleteCorrectiveActionDocument, options);
  const [acknowledgeMutation, acknowledged] = useMutation(AcknowledgeCorrectiveActionDocument);

  const acknowledge = async (id: number) => {
    try {
      await acknowledgeMutation({ variables: { id } });
      toast({ title: 'Action acknowledged', description: `The others alerted about Action #${id} are told you have it` });
    } catch (error) {
      toast({ title: 'Failed to acknowledge action', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const start = async (id: number) => {
    try {
      await startMutation({ variables: { id } });
      toast({ title: 'Action started', description: `Action #${id} is now in progress` });
    } catch (error) {
      toast({ title: 'Failed to start action', description: errorMessage(error), variant: 'destructive' });
    }
  };

  /** Resolves null once the action is resolved, so the resolution dialog can close; else the API's reason, for the dialog to show. */
  const complete = async (id: number, resolution: string, verification?: ActionVerificationInput): Promise<string | null> => {
    try {
      await completeMutation({ variables: { id, resolution, ...(verification ? { verification } : {}) } });
      toast({ title: 'Action completed', description: `Action #${id} has been resolved` });
      return null;
    } catch (error) {
      toast({ title: 'Failed to complete action', description: errorMessage(error), variant: 'destructive' });
      return errorMessage(error);
    }
  };

  return { acknowledge, start, complete, busy: started.loading || completed.loading || acknowledged.loading };
}
