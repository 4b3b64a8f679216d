import { useQuery } from '@apollo/client/react';
import { CleaningSchedulesDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState, EmptyStateNote } from '../../ui/EmptyState';
import { CleaningIcon, PlusIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { CardGrid as Grid } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { emptyCleaningTitle, type FrequencyFilter } from './cleaning-tabs';
import { ScheduleCard } from './ScheduleCard';

/** One tab's schedules; the API filters by frequency. SPEC 6: nothing loads until someone is signed in. */
export function ScheduleList({ frequency, onAdd }: { frequency: FrequencyFilter; onAdd(): void }) {
  const { status, user } = useSession();
  const { data, loading, error } = useQuery(CleaningSchedulesDocument, { variables: { frequency: frequency || null }, skip: status !== 'signed-in' });
  if (loading && !data) return <Spinner label="Loading cleaning schedules" />;
  if (error && !data) return <LoadError title="Could not load cleaning schedules" error={error} />;
  const schedules = data?.cleaningSchedules ?? [];
  if (schedules.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<CleaningIcon />}
          title={emptyCleaningTitle(frequency)}
          text="Get started by creating your first cleaning schedule"
          action={
            user?.capabilities.manageSchedules ? (
              <Button onClick={onAdd}>
                <PlusIcon size={16} />
                Create Schedule
              </Button>
            ) : (
              <EmptyStateNote>Company admins and branch admins can add cleaning schedules.</EmptyStateNote>
            )
          }
        />
      </Card>
    );
  }
  return (
    <Grid>
      {schedules.map((schedule) => (
        <ScheduleCard key={schedule.id} schedule={schedule} />
      ))}
    </Grid>
  );
}
