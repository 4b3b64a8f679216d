import { CheckTypeScreen, type CheckTypeScreenConfig } from './CheckTypeScreen';

const screen: CheckTypeScreenConfig = {
  type: 'allergen',
  title: 'Allergen Checks',
  subtitle: 'Allergen checklists for today',
  periodLabel: "Today's Checks",
  noun: 'Allergen',
};

export function AllergenChecksPage() {
  return <CheckTypeScreen screen={screen} />;
}
