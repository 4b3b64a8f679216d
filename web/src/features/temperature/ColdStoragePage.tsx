import { PageHeader } from '../../ui/PageHeader';

export function ColdStoragePage() {
  return <PageHeader title="Cold Storage Monitoring" subtitle="Fridge and freezer readings for your location appear here." />;
}
