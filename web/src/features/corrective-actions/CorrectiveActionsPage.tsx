import { PageHeader } from '../../ui/PageHeader';

export function CorrectiveActionsPage() {
  return <PageHeader title="Corrective Actions" subtitle="Actions raised for temperature and compliance issues appear here." />;
}
