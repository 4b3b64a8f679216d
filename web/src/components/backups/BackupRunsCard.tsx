import styled from 'styled-components';
import { formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { MutedText } from '../../ui/RecordCard';
import type { BackupStatus } from './useBackupStatus';

const TONES = { succeeded: 'success', failed: 'danger', running: 'neutral' } as const;

const megabytes = (bytes: number | null | undefined): string => (bytes == null ? '' : `${(bytes / 1_048_576).toFixed(1)} MB`);

/** The provider's view of every recent backup run: outcome, size, and why a run failed. */
export function BackupRunsCard({ status }: { status: BackupStatus }) {
  return (
    <Card aria-labelledby="backups-title">
      <CardHeader>
        <CardTitle id="backups-title">Backups</CardTitle>
      </CardHeader>
      <CardBody>
        <MutedText>Backups are per server: one database backup a day covers every company.</MutedText>
        {status.runs.length ? (
          <Runs>
            {status.runs.map((run) => (
              <li key={run.id}>
                <span>{formatDateTime(run.finishedAt ?? run.scheduledFor)}</span>
                <Badge $tone={TONES[run.outcome as keyof typeof TONES] ?? 'neutral'}>{run.outcome}</Badge>
                <MutedText>{run.error ?? (run.pruned ? 'deleted (older than the backups kept)' : megabytes(run.sizeBytes))}</MutedText>
              </li>
            ))}
          </Runs>
        ) : (
          <MutedText>No backup has run yet.</MutedText>
        )}
        <MutedText>
          {status.enabled && status.nextRunAt ? `Next backup: ${formatDateTime(status.nextRunAt)}` : 'Scheduled backups are off (BACKUPS).'}
        </MutedText>
      </CardBody>
    </Card>
  );
}

const Runs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
`;
