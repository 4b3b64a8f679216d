import { useMutation } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { type CheckTemplateCardFragment, RetireComplianceTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { titleWords } from '../../lib/format/labels';
import { toast } from '../../lib/toasts/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { LoadError } from '../../ui/LoadError';
import { RecordCardTitle as Name } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { EditChecklistDialog } from './EditChecklistDialog';

type Template = CheckTemplateCardFragment;

type CheckTemplatesProps = {
  templates: Template[] | undefined;
  error: unknown;
  emptyText: string;
  /** What fills an empty list (New checklist), or who can. */
  emptyAction?: ReactNode;
  startLabel: string;
  /** The template whose check is being started; every Start button waits for it (SPEC 4). */
  startingId: number | null;
  onStart(template: Template): void;
};

export function CheckTemplates({ templates, error, emptyText, emptyAction, startLabel, startingId, onStart }: CheckTemplatesProps) {
  if (error) return <LoadError title="Failed to load check templates" error={error} />;
  if (!templates) return <Spinner label="Loading check templates" />;
  if (templates.length === 0) {
    return (
      <Empty>
        <Message>{emptyText}</Message>
        {emptyAction}
      </Empty>
    );
  }
  return (
    <Grid>
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} startLabel={startLabel} startingId={startingId} onStart={onStart} />
      ))}
    </Grid>
  );
}

type TemplateCardProps = Pick<CheckTemplatesProps, 'startLabel' | 'startingId' | 'onStart'> & { template: Template };

function TemplateCard({ template, startLabel, startingId, onStart }: TemplateCardProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const [retire] = useMutation(RetireComplianceTemplateDocument);
  const changeable = template.editable && template.isActive;
  const confirmRetire = async (confirmed: boolean) => {
    setRetiring(false);
    if (!confirmed) return;
    try {
      await retire({ variables: { id: template.id } });
      toast({ title: 'Checklist retired', description: `"${template.name}": its checks and history are kept` });
    } catch (error) {
      toast({ title: 'Failed to retire checklist', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Item as="article" aria-labelledby={titleId}>
      <Top>
        <Name id={titleId}>{template.name}</Name>
        <Badge $tone="primary">{titleWords(template.type)}</Badge>
      </Top>
      {template.description ? <Description>{template.description}</Description> : null}
      <Facts>
        <span>Version {template.version}</span>
        <span>{template.publication.summary}</span>
        <Badge $tone={template.isActive ? 'success' : 'neutral'}>{template.isActive ? 'Active' : 'Retired'}</Badge>
      </Facts>
      {retiring ? (
        <ConfirmPrompt
          question={`Retire "${template.name}"? No new checks will be made from it; its checks and history are kept.`}
          confirmLabel="Retire"
          onAnswer={(yes) => void confirmRetire(yes)}
        />
      ) : null}
      <Actions>
        {template.isActive ? (
          <Button aria-describedby={titleId} disabled={startingId !== null} onClick={() => onStart(template)}>
            {startingId === template.id ? 'Starting...' : startLabel}
          </Button>
        ) : null}
        {changeable ? (
          <>
            <Button variant="secondary" aria-describedby={titleId} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="ghost" aria-describedby={titleId} onClick={() => setRetiring(true)}>
              Retire
            </Button>
          </>
        ) : null}
      </Actions>
      {editing ? <EditChecklistDialog template={template} onClose={() => setEditing(false)} /> : null}
    </Item>
  );
}

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Top = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
