import { PageHeader } from '../../ui/PageHeader';

export function AllergenChecksPage() {
  return <PageHeader title="Allergen Checks" subtitle="Allergen check records appear here." />;
}
