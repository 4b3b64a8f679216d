import styled from 'styled-components';
import type { DashboardCheckFragment } from '../../graphql/graphql';
import { codeWords } from '../../lib/format/labels';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { PlayIcon } from '../../ui/icons';

export type CheckRowData = Pick<DashboardCheckFragment, 'id' | 'templateId' | 'templateName' | 'type' | 'description' | 'status'>;

/** Words and colours for each check status; pending reads 'Due Today' on the dashboard (SPEC 2.4). */
const statusDisplay: Record<string, { text: string; tone: BadgeTone }> = {
  pending: { text: 'Due Today', tone: 'warning' },
  in_progress: { text: 'In Progress', tone: 'info' },
  completed: { text: 'Completed', tone: 'success' },
  overdue: { text: 'Overdue', tone: 'danger' },
  scheduled: { text: 'Scheduled', tone: 'neutral' },
};

/** `onStart` opens the check's checklist; examples (no template) cannot be started. */
type CheckRowProps = { check: CheckRowData; onStart(): void };

export function CheckRow({ check, onStart }: CheckRowProps) {
  const status = statusDisplay[check.status] ?? { text: codeWords(check.status), tone: 'neutral' };
  // SPEC 2.4 gives a pending check Start Check; a check already begun, or overdue, is still to be worked.
  const label = check.status === 'pending' ? 'Start Check' : 'Continue Check';
  const workable = check.status === 'pending' || check.status === 'in_progress' || check.status === 'overdue';
  return (
    <Row>
      <Text>
        <Name>
          {check.templateName}
          {check.type ? <Badge $tone="primary">{codeWords(check.type)}</Badge> : null}
        </Name>
        {check.description ? <Description>{check.description}</Description> : null}
      </Text>
      <Side>
        <Badge $tone={status.tone}>{status.text}</Badge>
        {workable ? (
          <Button size="sm" onClick={onStart} disabled={check.templateId == null} aria-label={`${label}: ${check.templateName}`}>
            <PlayIcon size={14} />
            {label}
          </Button>
        ) : null}
      </Side>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.div`
  min-width: 0;
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Side = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
