import { useMutation } from '@apollo/client/react';
import { CompleteDesktopCheckDocument, type ComplianceCheckRowFragment, SaveCheckProgressDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';

import type { CheckAnswerInput } from './checklist-items';

export type { CheckAnswerInput };

/** What a checklist dialog needs to save or complete a check; each answers whether it went through. */
export type CheckWork = {
  save(check: ComplianceCheckRowFragment, answers: CheckAnswerInput[]): Promise<boolean>;
  complete(check: ComplianceCheckRowFragment, answers: CheckAnswerInput[]): Promise<boolean>;
  saving: boolean;
  completing: boolean;
};

// The lists, figures and dashboard change with the check: drop them so the screens showing them load afresh.
const refresh = {
  update: (cache: { evict(o: object): boolean }) => {
    for (const fieldName of ['complianceChecks', 'complianceSummary', 'checkTypeSummary', 'dashboard']) cache.evict({ id: 'ROOT_QUERY', fieldName });
  },
};

/** Save Progress and Complete Check of one check (issue 14), for the compliance screens and the dashboard alike. */
export function useCheckWork(): CheckWork {
  const [save, saving] = useMutation(SaveCheckProgressDocument, refresh);
  const [complete, completing] = useMutation(CompleteDesktopCheckDocument, refresh);
  const run = async (action: () => Promise<unknown>, check: ComplianceCheckRowFragment, title: string, failure: string) => {
    try {
      await action();
      toast({ title, description: `"${check.templateName}"` });
      return true;
    } catch (error) {
      toast({ title: failure, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };
  return {
    save: (check, answers) => run(() => save({ variables: { input: { checkId: check.id, answers } } }), check, 'Progress saved', 'Failed to save progress'),
    complete: (check, answers) =>
      run(() => complete({ variables: { input: { checkId: check.id, answers } } }), check, 'Check completed', 'Failed to complete check'),
    saving: saving.loading,
    completing: completing.loading,
  };
}
