import { PageHeader } from '../../ui/PageHeader';

export function DigitalFormsPage() {
  return <PageHeader title="Digital Forms" subtitle="Forms to fill in and recent submissions appear here." />;
}
