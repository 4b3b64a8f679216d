import { PageHeader } from '../../ui/PageHeader';

export function DeliveryReheatingPage() {
  return <PageHeader title="Delivery & Reheating" subtitle="Delivery, reheating and cooling readings for your location appear here." />;
}
