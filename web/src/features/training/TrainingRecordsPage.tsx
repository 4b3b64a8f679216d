import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { AddTrainingRecordDialog } from './AddTrainingRecordDialog';
import { TrainingList } from './TrainingList';
import { STATUS_TABS } from './training-tabs';

/** SPEC 2.17. Add Training Record appears only for users the API says may manage schedules. */
export function TrainingRecordsPage() {
  const { user } = useSession();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Breadcrumb items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Training Records' }]} />
      <PageHeader
        title="Training Records"
        subtitle="Staff training, certificates and when they expire"
        actions={
          user?.capabilities.manageSchedules ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon size={16} />
              Add Training Record
            </Button>
          ) : null
        }
      />
      <Tabs
        label="Training status"
        items={STATUS_TABS.map((tab) => ({
          value: tab.value || 'all',
          label: tab.label,
          panel: <TrainingList status={tab.value} onAdd={() => setAdding(true)} />,
        }))}
      />
      {adding ? <AddTrainingRecordDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
