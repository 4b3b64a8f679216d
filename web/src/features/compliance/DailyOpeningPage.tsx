import { PageHeader } from '../../ui/PageHeader';

export function DailyOpeningPage() {
  return <PageHeader title="Daily Opening Checks" subtitle="Opening checklists for today appear here." />;
}
