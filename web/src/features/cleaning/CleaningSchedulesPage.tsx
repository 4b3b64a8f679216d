import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { AddScheduleDialog } from './AddScheduleDialog';
import { FREQUENCY_TABS } from './cleaning-tabs';
import { ScheduleList } from './ScheduleList';

/** SPEC 2.16. Add Schedule appears only for users the API says may manage schedules. */
export function CleaningSchedulesPage() {
  const { user } = useSession();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Breadcrumb items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Cleaning Schedules' }]} />
      <PageHeader
        title="Cleaning Schedules"
        subtitle="Cleaning tasks and how often they are done at each location"
        actions={
          user?.capabilities.manageSchedules ? (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon size={16} />
              Add Schedule
            </Button>
          ) : null
        }
      />
      <Tabs
        label="Cleaning frequency"
        items={FREQUENCY_TABS.map((tab) => ({
          value: tab.value || 'all',
          label: tab.label,
          panel: <ScheduleList frequency={tab.value} onAdd={() => setAdding(true)} />,
        }))}
      />
      {adding ? <AddScheduleDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}
