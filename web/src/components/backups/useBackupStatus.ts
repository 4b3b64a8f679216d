import { useQuery } from '@apollo/client/react';
import { BackupStatusDocument, type BackupStatusQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';

export type BackupStatus = BackupStatusQuery['backupStatus'];

/** The server's backups: the last run, the next, and (for the provider) every recent run. */
export function useBackupStatus(): BackupStatus | undefined {
  return useQuery(BackupStatusDocument).data?.backupStatus;
}

/** System Status' line: when the next backup is due, or that the server makes none. */
export function nextBackupLine(status: BackupStatus | undefined): string {
  if (!status) return 'Next backup: …';
  return status.enabled && status.nextRunAt ? `Next backup: ${formatDateTime(status.nextRunAt)}` : 'Next backup: not scheduled';
}
