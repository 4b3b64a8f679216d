import styled from 'styled-components';
import { acknowledgedWords } from '../../components/corrective-actions/acknowledged-words';
import { formatDateTime } from '../../lib/format/date';
import { codeWords } from '../../lib/format/labels';
import type { AppTheme } from '../../lib/theme';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { AlertIcon, BellIcon, CheckCircleIcon, EyeIcon, PlayIcon, ReportIcon } from '../../ui/icons';
import { RecordCard as Wrapper } from '../../ui/RecordCard';
import type { CorrectiveAction } from './action-tabs';

const SEVERITY_TONES: Record<string, BadgeTone> = { critical: 'danger', high: 'warning', medium: 'info', low: 'neutral' };

type ActionCardProps = {
  action: CorrectiveAction;
  busy: boolean;
  /** "I've got it": stops the escalation, tells the others; not a resolution. */
  onAcknowledge(id: number): void;
  onStart(id: number): void;
  /** Mark Complete: opens the resolution dialog. */
  onComplete(action: CorrectiveAction): void;
  onViewDetails(id: number): void;
};

/** One corrective action (SPEC 2.14): every button does what it says (issue 17). */
export function ActionCard({ action, busy, onAcknowledge, onStart, onComplete, onViewDetails }: ActionCardProps) {
  const titleId = `corrective-action-${action.id}`;
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
        {action.equipmentName ? <span>Unit: {action.equipmentName}</span> : null}
        <span>Created: {formatDateTime(action.createdAt)}</span>
        <span>Due: {formatDateTime(action.dueDate)}</span>
        {action.assigneeName ? <span>Owner: {action.assigneeName}</span> : null}
      </Meta>
      {action.escalatedAt && !action.resolvedAt ? <Escalated>{`Escalated ${formatDateTime(action.escalatedAt)}`}</Escalated> : null}
      {action.acknowledgedAt ? <Resolution>{acknowledgedWords(action)}</Resolution> : null}
      {action.resolvedAt ? (
        <Resolution>
          <strong>{`Resolved${action.resolvedByName ? ` by ${action.resolvedByName}` : ''} on ${formatDateTime(action.resolvedAt)}: `}</strong>
          {action.resolution}
        </Resolution>
      ) : null}
      {action.awaitingSignOff ? <Escalated>Awaiting a manager's sign-off before it counts as closed</Escalated> : null}
      <Actions>
        {action.canAcknowledge ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAcknowledge(action.id)}>
            <BellIcon size={14} />
            Acknowledge
          </Button>
        ) : null}
        {action.canStart ? (
          <Button size="sm" disabled={busy} onClick={() => onStart(action.id)}>
            <PlayIcon size={14} />
            Start Action
          </Button>
        ) : null}
        {action.canComplete ? (
          <Button size="sm" disabled={busy} onClick={() => onComplete(action)}>
            <CheckCircleIcon size={14} />
            Mark Complete
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => onViewDetails(action.id)}>
          <EyeIcon size={14} />
          View Details
        </Button>
        {/* The report of a resolved action is its record: the details dialog with the resolution and history. */}
        {action.status === 'resolved' ? (
          <Button size="sm" variant="secondary" aria-label={`View Report for Action #${action.id}`} onClick={() => onViewDetails(action.id)}>
            <ReportIcon size={14} />
            View Report
          </Button>
        ) : null}
        {action.severity === 'critical' && action.status !== 'resolved' ? (
          <Button size="sm" variant="destructive" disabled={busy} onClick={() => takeActionNow(action, { onStart, onComplete, onViewDetails })}>
            <AlertIcon size={14} />
            Take Action Now
          </Button>
        ) : null}
      </Actions>
    </Wrapper>
  );
}

/** Take Action Now does the critical action's next step: start it, else resolve it, else show it. */
function takeActionNow(action: CorrectiveAction, steps: Pick<ActionCardProps, 'onStart' | 'onComplete' | 'onViewDetails'>): void {
  if (action.canStart) steps.onStart(action.id);
  else if (action.canComplete) steps.onComplete(action);
  else steps.onViewDetails(action.id);
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

const Escalated = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

const Resolution = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
