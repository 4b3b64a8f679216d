import { useId, useState } from 'react';
import { type Answers, ChecklistAnswers, type ChecklistItem, unanswered } from '../../../components/checks/ChecklistAnswers';
import { answerInputOf } from '../../../components/checks/checklist-items';
import { useSelectedLocation } from '../../../lib/selected-location';
import { toast } from '../../../lib/toasts/toast-store';
import { Button } from '../../../ui/Button';
import { Card, CardBody } from '../../../ui/Card';
import { type QueuedPhoto, toQueuedPhotos } from '../outbox/queued-photos';
import { PhotoEvidencePanel } from '../photos/PhotoEvidencePanel';
import { Body, Muted, ViewHeader } from '../shell/mobile-ui';
import { useCompleteCheck } from './useCompleteCheck';

/** What the phone works through: one of today's due checks (checkId), or a new check of a template. */
export type CheckToWork = {
  checkId: number | null;
  templateId: number | null;
  name: string;
  description: string | null;
  items: ChecklistItem[];
  /** Answers it starts with: those saved on the desktop for a due check already in progress. */
  answers: Answers;
};

/** One check: answer each item pass / fail / N/A (the API supplies the three defaults), add photos, complete it once all are answered. */
export function ComplianceCheckDetail({ check, onDone }: { check: CheckToWork; onDone(): void }) {
  const { location } = useSelectedLocation();
  const [answers, setAnswers] = useState<Answers>(check.answers);
  // The photos themselves: stored with the check when it is sent, or kept with it on the phone while offline.
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const { complete, completing: loading } = useCompleteCheck();

  const open = unanswered(check.items, answers);
  const openId = useId();

  const addPhotos = (files: File[]) => setPhotos((kept) => [...kept, ...toQueuedPhotos(files)]);

  const onComplete = async () => {
    if (!location) {
      toast({ title: 'No location selected', variant: 'destructive' });
      return;
    }
    // Beyond SPEC 2.20's display-only version: the completed check is stored as evidence, with its photos.
    const outcome = await complete({
      clientId: crypto.randomUUID(),
      ...(check.checkId ? { checkId: check.checkId } : {}),
      templateId: check.templateId,
      templateName: check.name,
      locationId: location.id,
      answers: check.items.map((item) => answerInputOf(item, answers[item.description])),
      photos,
      completedAt: new Date().toISOString(),
    });
    if (outcome === 'failed') return;
    window.alert(`${check.name} marked as completed! Photos attached: ${photos.length}`);
    if (outcome === 'queued') toast({ title: 'Saved on this phone', description: 'The check and its photos will be sent when you are back online.' });
    onDone();
  };

  return (
    <>
      <ViewHeader title={check.name} backLabel="Back to compliance checks" onBack={onDone}>
        {check.description ? <Muted>{check.description}</Muted> : null}
      </ViewHeader>
      <Body>
        <Card as="div">
          <CardBody>
            <ChecklistAnswers items={check.items} answers={answers} onChange={setAnswers} />
          </CardBody>
        </Card>
        <PhotoEvidencePanel count={photos.length} onAdd={addPhotos} />
        {open.length ? <Muted id={openId}>Answer every item to complete the check ({open.length} left).</Muted> : null}
        <Button size="lg" onClick={() => void onComplete()} disabled={loading || open.length > 0} aria-describedby={open.length ? openId : undefined}>
          {loading ? 'Completing...' : 'Complete Check'}
        </Button>
      </Body>
    </>
  );
}
