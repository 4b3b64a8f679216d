import { PageHeader } from '../../ui/PageHeader';

export function ReportsPage() {
  return <PageHeader title="Reports & Analytics" subtitle="Compliance and temperature reports appear here." />;
}
