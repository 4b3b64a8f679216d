import { PageHeader } from '../../ui/PageHeader';

export function GoodsInPage() {
  return <PageHeader title="Goods In Temperature Monitoring" subtitle="Temperatures of incoming deliveries appear here." />;
}
