import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TrainingRecordsDocument, type TrainingRecordsQuery } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState, EmptyStateNote } from '../../ui/EmptyState';
import { PlusIcon, TrainingIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { CardGrid as Grid } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { TrainingCard } from './TrainingCard';
import { emptyTrainingTitle, type StatusFilter } from './training-tabs';
import { UpdateTrainingRecordDialog } from './UpdateTrainingRecordDialog';

/**
 * One tab's records; the API filters by status. SPEC 6: nothing loads until someone is signed in.
 * An empty list offers Add Training Record to those who may add one, and names who may to others.
 */
export function TrainingList({ status, onAdd }: { status: StatusFilter; onAdd(): void }) {
  const session = useSession();
  const [updating, setUpdating] = useState<TrainingRecordsQuery['trainingRecords'][number] | null>(null);
  const canManage = Boolean(session.user?.capabilities.manageSchedules);
  const { data, loading, error } = useQuery(TrainingRecordsDocument, { variables: { status: status || null }, skip: session.status !== 'signed-in' });
  if (loading && !data) return <Spinner label="Loading training records" />;
  if (error && !data) return <LoadError title="Could not load training records" error={error} />;
  const records = data?.trainingRecords ?? [];
  if (records.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<TrainingIcon />}
          title={emptyTrainingTitle(status)}
          text="Start tracking staff training and certifications"
          action={
            canManage ? (
              <Button onClick={onAdd}>
                <PlusIcon size={16} />
                Add Training Record
              </Button>
            ) : (
              <EmptyStateNote>Company admins and branch admins can add training records.</EmptyStateNote>
            )
          }
        />
      </Card>
    );
  }
  return (
    <>
      <Grid>
        {records.map((record) => (
          <TrainingCard key={record.id} record={record} onUpdate={canManage ? () => setUpdating(record) : undefined} />
        ))}
      </Grid>
      {updating ? <UpdateTrainingRecordDialog record={updating} onClose={() => setUpdating(null)} /> : null}
    </>
  );
}
