import { PageHeader } from '../../ui/PageHeader';

export function ClosingChecksPage() {
  return <PageHeader title="Closing Checks" subtitle="Closing check records appear here." />;
}
