import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { FREQUENCY_TABS } from './cleaning-tabs';
import { ScheduleList } from './ScheduleList';

/** SPEC 2.16. Add Schedule appears only for users the API says may manage schedules; it has no behaviour yet. */
export function CleaningSchedulesPage() {
  const { user } = useSession();
  return (
    <>
      <Breadcrumb items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Cleaning Schedules' }]} />
      <PageHeader
        title="Cleaning Schedules"
        subtitle="Cleaning tasks and how often they are done at each location"
        actions={
          user?.capabilities.manageSchedules ? (
            <Button>
              <PlusIcon size={16} />
              Add Schedule
            </Button>
          ) : null
        }
      />
      <Tabs
        label="Cleaning frequency"
        items={FREQUENCY_TABS.map((tab) => ({ value: tab.value || 'all', label: tab.label, panel: <ScheduleList frequency={tab.value} /> }))}
      />
    </>
  );
}
