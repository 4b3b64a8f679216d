import { PageHeader } from '../../ui/PageHeader';

export function ColdDisplayPage() {
  return <PageHeader title="Cold Display" subtitle="Cold display temperature records appear here." />;
}
