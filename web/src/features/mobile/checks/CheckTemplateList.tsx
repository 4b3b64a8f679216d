import styled from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { ClockIcon } from '../../../ui/icons';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { CardButton, List, Muted, CardTop as Top } from '../shell/mobile-ui';
import type { CheckTemplate, Listed } from './useChecksToDo';

/** SPEC 2.20: the check templates, each with its description, frequency and minutes; one starts a check of one's own. */
export function CheckTemplateList({ templates, onOpen }: { templates: Listed<CheckTemplate[]>; onOpen(template: CheckTemplate): void }) {
  if (templates.loading) return <Spinner label="Loading compliance checks" />;
  if (templates.error) return <LoadError title="Failed to load compliance checks" error={templates.error} />;
  if (!templates.data?.length) {
    return (
      <Empty>
        <Muted>No compliance checks available for your location.</Muted>
        <Muted>Your manager or an administrator can add checklists on the desktop, under Compliance Checks.</Muted>
      </Empty>
    );
  }
  return (
    <List aria-label="Check templates">
      {templates.data.map((template) => (
        <li key={template.id}>
          <CardButton type="button" onClick={() => onOpen(template)}>
            <Top>
              <strong>{template.name}</strong>
              {template.frequency ? <Badge $tone="info">{template.frequency}</Badge> : null}
            </Top>
            {template.description ? <Muted>{template.description}</Muted> : null}
            <Minutes>
              <ClockIcon size={14} />
              {`${template.estimatedMinutes} min`}
            </Minutes>
          </CardButton>
        </li>
      ))}
    </List>
  );
}

const Minutes = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
`;
