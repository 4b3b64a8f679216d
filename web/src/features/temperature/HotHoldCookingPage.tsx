import { PageHeader } from '../../ui/PageHeader';

export function HotHoldCookingPage() {
  return <PageHeader title="Hot Hold & Cooking" subtitle="Hot hold and cooking equipment readings for your location appear here." />;
}
