import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { CompleteDesktopCheckDocument, type ComplianceCheckRowFragment, SaveCheckProgressDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format/date';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { type Answers, answersFrom, ChecklistAnswers, unanswered } from '../../ui/ChecklistAnswers';
import { Dialog } from '../../ui/Dialog';
import { PhotoEvidenceList } from '../../ui/PhotoEvidenceList';

type CheckDialogProps = {
  /** The check to work or read; null keeps the dialog closed. */
  check: ComplianceCheckRowFragment | null;
  onClose(): void;
};

/** A check's checklist: worked item by item (Save Progress, Complete Check once all are answered), or read-only once completed. */
export function CheckDialog({ check, onClose }: CheckDialogProps) {
  if (!check) return null;
  return check.status === 'completed' ? <CompletedCheck check={check} onClose={onClose} /> : <OpenCheck key={check.id} check={check} onClose={onClose} />;
}

function CompletedCheck({ check, onClose }: { check: ComplianceCheckRowFragment; onClose(): void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={check.templateName}
      description={`Completed ${check.completedAt ? formatDateTime(check.completedAt) : ''} by ${check.userName}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <ChecklistAnswers items={check.items} answers={answersFrom(check.items)} />
      <PhotoEvidenceList photos={check.photoEvidence} label="Photo Evidence" />
    </Dialog>
  );
}

function OpenCheck({ check, onClose }: { check: ComplianceCheckRowFragment; onClose(): void }) {
  const [answers, setAnswers] = useState<Answers>(() => answersFrom(check.items));
  const hintId = useId();
  // The lists, figures and dashboard change with the check: drop them so the screens showing them load afresh.
  const refresh = {
    update: (cache: { evict(o: object): boolean }) => {
      for (const fieldName of ['complianceChecks', 'complianceSummary', 'dashboard']) cache.evict({ id: 'ROOT_QUERY', fieldName });
    },
  };
  const [save, saving] = useMutation(SaveCheckProgressDocument, refresh);
  const [complete, completing] = useMutation(CompleteDesktopCheckDocument, refresh);
  const open = unanswered(check.items, answers);
  const busy = saving.loading || completing.loading;
  const input = () =>
    check.items
      .filter((item) => answers[item.description]?.result || answers[item.description]?.note)
      .map(({ description }) => ({ description, result: answers[description]?.result ?? null, note: answers[description]?.note || null }));

  const run = async (action: () => Promise<unknown>, title: string, done: boolean) => {
    try {
      await action();
      toast({ title, description: `"${check.templateName}"` });
      if (done) onClose();
    } catch (error) {
      toast({ title: done ? 'Failed to complete check' : 'Failed to save progress', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={check.templateName}
      description={open.length ? <span id={hintId}>Answer every item to complete the check ({open.length} left).</span> : 'Every item is answered.'}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => save({ variables: { input: { checkId: check.id, answers: input() } } }), 'Progress saved', false)}
          >
            {saving.loading ? 'Saving...' : 'Save Progress'}
          </Button>
          <Button
            disabled={busy || open.length > 0}
            aria-describedby={open.length ? hintId : undefined}
            onClick={() => void run(() => complete({ variables: { input: { checkId: check.id, answers: input() } } }), 'Check completed', true)}
          >
            {completing.loading ? 'Completing...' : 'Complete Check'}
          </Button>
        </>
      }
    >
      <ChecklistAnswers items={check.items} answers={answers} onChange={setAnswers} />
    </Dialog>
  );
}
