import { useId, useState } from 'react';
import type { ComplianceCheckRowFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PhotoEvidenceList } from '../photos/PhotoEvidenceList';
import { type Answers, answersFrom, ChecklistAnswers, unanswered } from './ChecklistAnswers';
import { answerInputOf } from './checklist-items';
import { type CheckWork, useCheckWork } from './useCheckWork';

type CheckDialogProps = {
  /** The check to work or read; null keeps the dialog closed. */
  check: ComplianceCheckRowFragment | null;
  onClose(): void;
};

/**
 * A check's checklist, wherever a check is opened (the compliance screens, the dashboard's
 * Today's Compliance Checks): worked item by item (Save Progress, Complete Check once all are
 * answered), or read-only once completed. Starting a check is useStartCheck's, on the compliance screens.
 */
export function CheckDialog({ check, onClose }: CheckDialogProps) {
  const work = useCheckWork();
  if (!check) return null;
  return check.status === 'completed' ? (
    <CompletedCheck check={check} onClose={onClose} />
  ) : (
    <OpenCheck key={check.id} check={check} onClose={onClose} work={work} />
  );
}

function CompletedCheck({ check, onClose }: { check: ComplianceCheckRowFragment; onClose(): void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={check.templateName}
      description={`Completed ${check.completedAt ? formatDateTime(check.completedAt) : ''} by ${check.userName}${check.templateVersion ? ` · Version ${check.templateVersion}` : ''}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <ChecklistAnswers items={check.items} answers={answersFrom(check.items)} />
      <PhotoEvidenceList photos={check.photoEvidence} label="Photo Evidence" />
    </Dialog>
  );
}

function OpenCheck({ check, onClose, work }: { check: ComplianceCheckRowFragment; onClose(): void; work: CheckWork }) {
  const [answers, setAnswers] = useState<Answers>(() => answersFrom(check.items));
  const hintId = useId();
  const open = unanswered(check.items, answers);
  const busy = work.saving || work.completing;
  const input = () =>
    check.items
      .filter((item) => answers[item.description]?.result || answers[item.description]?.value || answers[item.description]?.note)
      .map((item) => answerInputOf(item, answers[item.description]));
  const completeCheck = async () => {
    if (await work.complete(check, input())) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={check.templateName}
      description={open.length ? <span id={hintId}>Answer every item to complete the check ({open.length} left).</span> : 'Every item is answered.'}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void work.save(check, input())}>
            {work.saving ? 'Saving...' : 'Save Progress'}
          </Button>
          <Button disabled={busy || open.length > 0} aria-describedby={open.length ? hintId : undefined} onClick={() => void completeCheck()}>
            {work.completing ? 'Completing...' : 'Complete Check'}
          </Button>
        </>
      }
    >
      <ChecklistAnswers items={check.items} answers={answers} onChange={setAnswers} />
    </Dialog>
  );
}
