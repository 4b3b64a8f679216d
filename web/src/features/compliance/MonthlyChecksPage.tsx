import { PageHeader } from '../../ui/PageHeader';

export function MonthlyChecksPage() {
  return <PageHeader title="Monthly Checks" subtitle="Monthly check records appear here." />;
}
