import { PageHeader } from '../../ui/PageHeader';

export function HotDisplayPage() {
  return <PageHeader title="Hot Display" subtitle="Hot display temperature records appear here." />;
}
