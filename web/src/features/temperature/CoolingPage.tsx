import { PageHeader } from '../../ui/PageHeader';

export function CoolingPage() {
  return <PageHeader title="Cooling Temperature Monitoring" subtitle="Cooling process readings appear here." />;
}
