import { PageHeader } from '../../ui/PageHeader';

export function TrainingRecordsPage() {
  return <PageHeader title="Training Records" subtitle="Staff training and certification records appear here." />;
}
