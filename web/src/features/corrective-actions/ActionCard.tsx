import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../lib/format/date';
import { codeWords } from '../../lib/format/labels';
import type { AppTheme } from '../../lib/theme';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { AlertIcon, CheckCircleIcon, EyeIcon, PlayIcon, ReportIcon } from '../../ui/icons';
import { RecordCard as Wrapper } from '../../ui/RecordCard';
import type { CorrectiveAction } from './action-tabs';

const SEVERITY_TONES: Record<string, BadgeTone> = { critical: 'danger', high: 'warning', medium: 'info', low: 'neutral' };

type ActionCardProps = {
  action: CorrectiveAction;
  busy: boolean;
  onStart(id: number): void;
  onComplete(id: number, resolution: string): void;
};

/** One corrective action; only Start Action and Mark Complete do something (SPEC 2.14). */
export function ActionCard({ action, busy, onStart, onComplete }: ActionCardProps) {
  const titleId = `corrective-action-${action.id}`;
  const resolutionId = useId();
  // The API requires what was done before an action can be marked complete.
  const [resolution, setResolution] = useState('');
  return (
    <Wrapper as="article" aria-labelledby={titleId}>
      <Top>
        <Title id={titleId}>Action #{action.id}</Title>
        <Badge $tone={SEVERITY_TONES[action.severity] ?? 'neutral'}>{action.severity}</Badge>
        <StatusBadge $status={action.status}>{codeWords(action.status)}</StatusBadge>
      </Top>
      <p>{action.description}</p>
      <Meta>
        <span>Type: {action.type ? codeWords(action.type) : '—'}</span>
        <span>Created: {formatDateTime(action.createdAt)}</span>
        <span>Due: {formatDateTime(action.dueDate)}</span>
      </Meta>
      {action.canComplete ? (
        <div>
          <Label htmlFor={resolutionId}>Resolution</Label>
          <Input id={resolutionId} value={resolution} placeholder="What was done?" onChange={(event) => setResolution(event.target.value)} />
        </div>
      ) : null}
      <Actions>
        {action.canStart ? (
          <Button size="sm" disabled={busy} onClick={() => onStart(action.id)}>
            <PlayIcon size={14} />
            Start Action
          </Button>
        ) : null}
        {action.canComplete ? (
          <Button size="sm" disabled={busy || !resolution.trim()} onClick={() => onComplete(action.id, resolution)}>
            <CheckCircleIcon size={14} />
            Mark Complete
          </Button>
        ) : null}
        <Button size="sm" variant="secondary">
          <EyeIcon size={14} />
          View Details
        </Button>
        {action.status === 'resolved' ? (
          <Button size="sm" variant="secondary">
            <ReportIcon size={14} />
            View Report
          </Button>
        ) : null}
        {action.severity === 'critical' && action.status !== 'resolved' ? (
          <Button size="sm" variant="destructive">
            <AlertIcon size={14} />
            Take Action Now
          </Button>
        ) : null}
      </Actions>
    </Wrapper>
  );
}

/** SPEC 4 colours: pending (and open) orange, in progress blue, resolved green. */
function statusColour(theme: AppTheme, status: string): string {
  const colours: Record<string, string> = { ...theme.colors.action, open: theme.colors.action.pending };
  return colours[status] ?? theme.colors.textMuted;
}

const StatusBadge = styled(Badge)<{ $status: string }>`
  color: ${({ theme, $status }) => statusColour(theme, $status)};
  background: transparent;
  box-shadow: inset 0 0 0 1px currentColor;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
