import { PageHeader } from '../../ui/PageHeader';

export function FoodSafetyManualsPage() {
  return <PageHeader title="Food Safety Manuals" subtitle="Your company's food safety policies and procedures appear here." />;
}
