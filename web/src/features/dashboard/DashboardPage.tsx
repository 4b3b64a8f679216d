import { PageHeader } from '../../ui/PageHeader';

export function DashboardPage() {
  return <PageHeader title="Dashboard Overview" subtitle="Monitor temperature compliance and safety checks across your locations" />;
}
