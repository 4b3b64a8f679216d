import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  MobileComplianceTemplatesDocument,
  type MobileComplianceTemplatesQuery,
  MobileDueChecksDocument,
  type MobileDueChecksQuery,
} from '../../../graphql/graphql';
import { useWaiting } from '../outbox/useOutbox';
import { useKeptOnPhone } from '../shell/useKeptOnPhone';
import { checkOutbox } from './check-outbox';

export type DueChecks = MobileDueChecksQuery['dueChecks'];
export type DueCheck = DueChecks['checks'][number];
export type CheckTemplate = MobileComplianceTemplatesQuery['complianceTemplates'][number];

/** A list as a view shows it: loading, failed, or its items. */
export type Listed<T> = { data: T | undefined; loading: boolean; error?: unknown };

/**
 * What the phone's check list offers at a location: today's due checks (the API decides which, and
 * their order) and the templates for a check of one's own. Both stay on the phone for working offline;
 * `waitingIds` are the due checks completed here whose completion waits to sync.
 */
export function useChecksToDo(locationId: number | undefined) {
  const dueQuery = useQuery(MobileDueChecksDocument, locationId ? { variables: { locationId } } : skipToken);
  const templatesQuery = useQuery(MobileComplianceTemplatesDocument, locationId ? { variables: { locationId } } : skipToken);
  const due = useKeptOnPhone(locationId ? `fsm.mobile-due-checks.${locationId}` : null, { ...dueQuery, data: dueQuery.data?.dueChecks });
  const templates = useKeptOnPhone(locationId ? `fsm.mobile-check-templates.${locationId}` : null, {
    ...templatesQuery,
    data: templatesQuery.data?.complianceTemplates,
  });
  const waiting = useWaiting(checkOutbox);
  const waitingIds = useMemo(() => new Set(waiting.flatMap((check) => (check.checkId ? [check.checkId] : []))), [waiting]);
  return {
    due: { ...due, loading: dueQuery.loading && !due.data } satisfies Listed<DueChecks>,
    templates: { ...templates, loading: templatesQuery.loading && !templates.data } satisfies Listed<CheckTemplate[]>,
    waitingIds,
  };
}
