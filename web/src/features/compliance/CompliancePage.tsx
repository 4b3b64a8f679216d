import { PageHeader } from '../../ui/PageHeader';

export function CompliancePage() {
  return <PageHeader title="Compliance Checks" subtitle="Checklists and their results for your location appear here." />;
}
