import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { CompleteMobileCheckDocument, type MobileComplianceTemplatesQuery } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSelectedLocation } from '../../lib/selected-location';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { type Answers, ChecklistAnswers, unanswered } from '../../ui/ChecklistAnswers';
import { Body, Muted, ViewHeader } from './mobile-ui';
import { PhotoEvidencePanel } from './PhotoEvidencePanel';

type Template = MobileComplianceTemplatesQuery['complianceTemplates'][number];

/** One check: answer each item pass / fail / N/A (the API supplies the three defaults), add photos, complete it once all are answered. */
export function ComplianceCheckDetail({ template, onDone }: { template: Template; onDone(): void }) {
  const { location } = useSelectedLocation();
  const [answers, setAnswers] = useState<Answers>({});
  const [photos, setPhotos] = useState(0);
  const [complete, { loading }] = useMutation(CompleteMobileCheckDocument);

  const open = unanswered(template.checkItems, answers);
  const openId = useId();

  const onComplete = async () => {
    if (!location) {
      toast({ title: 'No location selected', variant: 'destructive' });
      return;
    }
    // Beyond SPEC 2.20's display-only version: the completed check is stored as evidence.
    const input = template.checkItems.map(({ description }) => ({
      description,
      result: answers[description]?.result,
      note: answers[description]?.note || null,
    }));
    try {
      await complete({ variables: { input: { templateId: template.id, locationId: location.id, answers: input, photoCount: photos } } });
    } catch (error) {
      toast({ title: 'Failed to complete check', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    window.alert(`${template.name} marked as completed! Photos attached: ${photos}`);
    onDone();
  };

  return (
    <>
      <ViewHeader title={template.name} backLabel="Back to compliance checks" onBack={onDone}>
        {template.description ? <Muted>{template.description}</Muted> : null}
      </ViewHeader>
      <Body>
        <Card as="div">
          <CardBody>
            <ChecklistAnswers items={template.checkItems} answers={answers} onChange={setAnswers} />
          </CardBody>
        </Card>
        <PhotoEvidencePanel count={photos} onAdd={(added) => setPhotos((n) => n + added.length)} />
        {open.length ? <Muted id={openId}>Answer every item to complete the check ({open.length} left).</Muted> : null}
        <Button size="lg" onClick={() => void onComplete()} disabled={loading || open.length > 0} aria-describedby={open.length ? openId : undefined}>
          {loading ? 'Completing...' : 'Complete Check'}
        </Button>
      </Body>
    </>
  );
}
