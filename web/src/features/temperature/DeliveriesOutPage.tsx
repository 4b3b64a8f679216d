import { PageHeader } from '../../ui/PageHeader';

export function DeliveriesOutPage() {
  return <PageHeader title="Deliveries Out" subtitle="Temperature records for outgoing deliveries appear here." />;
}
