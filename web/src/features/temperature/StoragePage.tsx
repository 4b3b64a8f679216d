import { PageHeader } from '../../ui/PageHeader';

export function StoragePage() {
  return <PageHeader title="Storage Temperature Monitoring" subtitle="Storage fridge and freezer readings appear here." />;
}
