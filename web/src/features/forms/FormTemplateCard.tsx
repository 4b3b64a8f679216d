import styled from 'styled-components';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ClockIcon, EditIcon, FormIcon } from '../../ui/icons';
import { CardActions as Actions, RecordCard as Wrapper } from '../../ui/RecordCard';
import { type FormTemplate, lastUsedText } from './form-values';

type FormTemplateCardProps = { template: FormTemplate; onFill(): void; onEdit(): void };

/** One form: what it is, when it was last used, and Fill Form / Edit (active for those the API says may edit it). */
export function FormTemplateCard({ template, onFill, onEdit }: FormTemplateCardProps) {
  return (
    <Wrapper as="article" aria-labelledby={`form-template-${template.id}`}>
      <Top>
        <Icon aria-hidden="true">
          <FormIcon />
        </Icon>
        <Badge $tone="success">{template.status}</Badge>
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
      <Actions>
        <Button size="sm" onClick={onFill} aria-label={`Fill Form: ${template.name}`}>
          Fill Form
        </Button>
        {/* SPEC 2.12 shows Edit on every card; only an administrator's is active. */}
        <Button size="sm" variant="secondary" aria-label={`Edit: ${template.name}`} disabled={!template.editable} onClick={onEdit}>
          <EditIcon size={14} />
          Edit
        </Button>
      </Actions>
    </Wrapper>
  );
}

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
