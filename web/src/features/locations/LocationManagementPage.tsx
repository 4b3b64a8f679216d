import { PageHeader } from '../../ui/PageHeader';

export function LocationManagementPage() {
  return <PageHeader title="Location Management" subtitle="Your company's locations appear here." />;
}
