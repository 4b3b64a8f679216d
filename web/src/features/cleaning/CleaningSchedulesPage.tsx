import { PageHeader } from '../../ui/PageHeader';

export function CleaningSchedulesPage() {
  return <PageHeader title="Cleaning Schedules" subtitle="Cleaning schedules and their tasks appear here." />;
}
