import { PageHeader } from '../../ui/PageHeader';

export function HotHoldPage() {
  return <PageHeader title="Hot Hold" subtitle="Hot hold temperature records appear here." />;
}
