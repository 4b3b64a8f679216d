import { CheckTypeScreen, type CheckTypeScreenConfig } from './CheckTypeScreen';

const screen: CheckTypeScreenConfig = {
  type: 'monthly',
  title: 'Monthly Checks',
  subtitle: 'Monthly checklists for this month',
  periodLabel: "This Month's Checks",
  noun: 'Monthly',
};

export function MonthlyChecksPage() {
  return <CheckTypeScreen screen={screen} />;
}
