import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { checkStatusTone } from '../../components/checks/check-status';
import type { ComplianceCheckRowFragment } from '../../graphql/graphql';
import { formatDate, formatDateTime } from '../../lib/format/date';
import { titleWords } from '../../lib/format/labels';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { ChecklistIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { ListRow as Row, PlainList as Rows } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';

type CheckListProps = {
  /** Undefined while loading, or when there is no location to load from. */
  checks: ComplianceCheckRowFragment[] | undefined;
  loading: boolean;
  error: unknown;
  emptyTitle: string;
  emptyText: string;
  /** A control for the row; `nameId` names the check it belongs to (for aria-describedby). */
  action?(check: ComplianceCheckRowFragment, nameId: string): ReactNode;
};

/** Checks as rows: template name, created date, when an open check is due, completion time, status badge and an optional action. */
export function CheckList({ checks, loading, error, emptyTitle, emptyText, action }: CheckListProps) {
  const listId = useId();
  if (error) return <LoadError title="Failed to load compliance checks" error={error} />;
  if (!checks && loading) return <Spinner label="Loading compliance checks" />;
  if (!checks?.length) return <EmptyState icon={<ChecklistIcon />} title={emptyTitle} text={emptyText} />;
  return (
    <Rows>
      {checks.map((check) => (
        <Row key={check.id}>
          <div>
            <Name id={`${listId}-${check.id}`}>{check.templateName}</Name>
            <Meta>
              Created {formatDate(check.createdAt)}
              {check.dueDate && !check.completedAt ? ` · Due ${formatDateTime(check.dueDate)}` : ''}
              {check.completedAt ? ` · Completed ${formatDateTime(check.completedAt)}` : ''}
              {check.completedAt && check.templateVersion ? ` · Version ${check.templateVersion}` : ''}
            </Meta>
          </div>
          <End>
            <Badge $tone={checkStatusTone(check.status)}>{titleWords(check.status)}</Badge>
            {action?.(check, `${listId}-${check.id}`)}
          </End>
        </Row>
      ))}
    </Rows>
  );
}

const Name = styled.p`
  font-weight: 600;
`;

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
