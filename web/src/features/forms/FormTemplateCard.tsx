import { useMutation } from '@apollo/client/react';
import styled from 'styled-components';
import { RetireFormTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { ClockIcon, EditIcon, FormIcon } from '../../ui/icons';
import { CardActions as Actions, RecordCard as Wrapper } from '../../ui/RecordCard';
import { useConfirmPrompt } from '../../ui/useConfirmPrompt';
import { type FormTemplate, lastUsedText } from './form-values';

type FormTemplateCardProps = {
  template: FormTemplate;
  /** Offered at the selected site (published there, not retired): only then can it be filled in here. */
  offered: boolean;
  onFill(): void;
  onEdit(): void;
};

/**
 * One form: what it is, its version, where it is published, when it was last used, and Fill Form /
 * Edit (active for those the API says may edit it); a company's own form can be retired.
 */
export function FormTemplateCard({ template, offered, onFill, onEdit }: FormTemplateCardProps) {
  const retired = template.status === 'retired';
  return (
    <Wrapper as="article" aria-labelledby={`form-template-${template.id}`}>
      <Top>
        <Icon aria-hidden="true">
          <FormIcon />
        </Icon>
        <Badge $tone={retired ? 'neutral' : 'success'}>{template.status}</Badge>
      </Top>
      <Name id={`form-template-${template.id}`}>{template.name}</Name>
      <Description>{template.description}</Description>
      <Meta>
        <Badge $tone="primary">{template.category}</Badge>
        <LastUsed>
          <ClockIcon size={14} />
          {lastUsedText(template.lastUsed)}
        </LastUsed>
      </Meta>
      <Published>
        Version {template.version} · {template.publication.summary}
      </Published>
      <Actions>
        <Button
          size="sm"
          onClick={onFill}
          aria-label={`Fill Form: ${template.name}`}
          disabled={!offered}
          title={offered ? undefined : 'Not offered at this site'}
        >
          Fill Form
        </Button>
        {/* SPEC 2.12 shows Edit on every card; only an administrator's is active. */}
        <Button size="sm" variant="secondary" aria-label={`Edit: ${template.name}`} disabled={!template.editable} onClick={onEdit}>
          <EditIcon size={14} />
          Edit
        </Button>
        {template.isCustom && template.editable ? <RetireForm template={template} /> : null}
      </Actions>
    </Wrapper>
  );
}

/** Retire, after a confirmation: the form is no longer offered anywhere; what was filled in stays. */
function RetireForm({ template }: { template: FormTemplate }) {
  const { pending, ask } = useConfirmPrompt();
  const [retire, { loading }] = useMutation(RetireFormTemplateDocument);
  const confirmAndRetire = async () => {
    if (!(await ask(`Retire ${template.name}? It will no longer be offered at any site; forms already filled in stay.`))) return;
    try {
      await retire({ variables: { templateId: template.id }, refetchQueries: 'active' });
      toast({ title: 'Form retired', description: `${template.name} is no longer offered` });
    } catch (error) {
      toast({ title: 'Failed to retire form', description: errorMessage(error), variant: 'destructive' });
    }
  };
  if (pending) return <ConfirmPrompt question={pending.question} confirmLabel="Retire" onAnswer={pending.answer} />;
  return (
    <Button size="sm" variant="ghost" aria-label={`Retire: ${template.name}`} disabled={loading} onClick={() => void confirmAndRetire()}>
      Retire
    </Button>
  );
}

const Published = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Icon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Description = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const LastUsed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
