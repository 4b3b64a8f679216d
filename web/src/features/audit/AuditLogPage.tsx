import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AuditEventsDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { AuditEventList } from './AuditEventList';
import { AuditFilters } from './AuditFilters';
import { type AuditFilterValues, NO_FILTER, toAuditEventFilter } from './audit-filter';
import { ChainCheck } from './ChainCheck';
import { InspectorLinksPanel } from './InspectorLinksPanel';

const PAGE_SIZE = 50;

/** `/admin/audit-log`: who did what, when, to which record; for those the server lets read the audit trail. */
export function AuditLogPage() {
  const allowed = useSession().user?.capabilities.readAuditTrail;
  return (
    <>
      <PageHeader title="Audit Log" subtitle="Every change to your records: who made it, when, and the record before and after." />
      {allowed ? <AuditLog /> : <EmptyState title="Not available" text="Only company administrators can read the audit log." />}
      <InspectorLinksPanel />
    </>
  );
}

function AuditLog() {
  const [filter, setFilter] = useState<AuditFilterValues>(NO_FILTER);
  const { data, error, loading, fetchMore } = useQuery(AuditEventsDocument, {
    variables: { filter: toAuditEventFilter(filter), first: PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.auditEvents;
  // Keyset paging: the next page starts after the last event shown; pages are appended.
  const loadOlder = () =>
    fetchMore({
      variables: { after: page?.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        auditEvents: { ...fetchMoreResult.auditEvents, events: [...previous.auditEvents.events, ...fetchMoreResult.auditEvents.events] },
      }),
    });
  return (
    <Card>
      <CardBody>
        <ChainCheck />
        <AuditFilters values={filter} onChange={setFilter} />
        {error ? <LoadError title="The audit log could not be loaded" error={error} /> : null}
        {page && !page.events.length ? <EmptyState title="No audit events" text="Nothing matches these filters." /> : null}
        {page?.events.length ? <AuditEventList events={page.events} /> : null}
        {loading ? <p>Loading audit events...</p> : null}
        {page?.hasNextPage ? (
          <Button variant="secondary" disabled={loading} onClick={() => void loadOlder()}>
            Load Older Events
          </Button>
        ) : null}
      </CardBody>
    </Card>
  );
}
