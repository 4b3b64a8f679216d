import { CheckTypeScreen, type CheckTypeScreenConfig } from './CheckTypeScreen';

const screen: CheckTypeScreenConfig = {
  type: 'closing',
  title: 'Closing Checks',
  subtitle: 'Closing checklists for today',
  periodLabel: "Today's Checks",
  noun: 'Closing',
};

export function ClosingChecksPage() {
  return <CheckTypeScreen screen={screen} />;
}
