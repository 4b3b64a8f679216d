import { PageHeader } from '../../ui/PageHeader';

export function TemperaturePage() {
  return <PageHeader title="Temperature Monitoring" subtitle="Equipment temperatures across your locations appear here." />;
}
