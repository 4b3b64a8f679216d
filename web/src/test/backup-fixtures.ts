import type { MockedResponse } from '@apollo/client/testing';
import { BackupStatusDocument } from '../graphql/graphql';

/** The server's backups as the status card and Settings ask for them: on, none run yet, unless a test answers. */
export const backupStatusMock = (): MockedResponse => ({
  request: { query: BackupStatusDocument },
  result: { data: { backupStatus: { __typename: 'BackupStatus', enabled: true, nextRunAt: '2026-11-28T03:00:00.000Z', lastRun: null, runs: [] } } },
  maxUsageCount: 10,
});
