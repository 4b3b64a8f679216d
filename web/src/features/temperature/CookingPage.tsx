import { PageHeader } from '../../ui/PageHeader';

export function CookingPage() {
  return <PageHeader title="Cooking & Reheating Temperatures" subtitle="Cooking and reheating core temperatures appear here." />;
}
