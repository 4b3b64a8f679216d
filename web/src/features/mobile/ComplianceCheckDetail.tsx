import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { CompleteMobileCheckDocument, type MobileComplianceTemplatesQuery } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSelectedLocation } from '../../lib/selected-location';
import { focusRing } from '../../lib/theme';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { Body, List, Muted, ViewHeader } from './mobile-ui';
import { PhotoEvidencePanel } from './PhotoEvidencePanel';

type Template = MobileComplianceTemplatesQuery['complianceTemplates'][number];

/** One check: tick its items (the API supplies the three defaults), add photos, complete it. */
export function ComplianceCheckDetail({ template, onDone }: { template: Template; onDone(): void }) {
  const { location } = useSelectedLocation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [photos, setPhotos] = useState(0);
  const [complete, { loading }] = useMutation(CompleteMobileCheckDocument);

  const toggle = (item: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(item)) next.add(item);
      return next;
    });

  const onComplete = async () => {
    if (!location) {
      toast({ title: 'No location selected', variant: 'destructive' });
      return;
    }
    // Beyond SPEC 2.20's display-only version: the completed check is stored as evidence.
    const checkedItems = template.checkItems.map((item) => item.description).filter((item) => ticked.has(item));
    try {
      await complete({ variables: { input: { templateId: template.id, locationId: location.id, checkedItems, photoCount: photos } } });
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
            <List aria-label="Check items">
              {template.checkItems.map(({ description }) => (
                <li key={description}>
                  <Item>
                    <input type="checkbox" checked={ticked.has(description)} onChange={() => toggle(description)} />
                    <span>{description}</span>
                  </Item>
                </li>
              ))}
            </List>
          </CardBody>
        </Card>
        <PhotoEvidencePanel count={photos} onAdd={(added) => setPhotos((n) => n + added.length)} />
        <Button size="lg" onClick={() => void onComplete()} disabled={loading}>
          {loading ? 'Completing...' : 'Complete Check'}
        </Button>
      </Body>
    </>
  );
}

const Item = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${focusRing}
  }
`;
