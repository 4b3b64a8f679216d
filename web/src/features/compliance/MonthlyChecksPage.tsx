import { ChecksOfTypePage, type ChecksOfTypeTexts } from './ChecksOfTypePage';
import { CheckTypeFigures } from './CheckTypeFigures';

const texts: ChecksOfTypeTexts = {
  title: 'Monthly Checks',
  subtitle: (locationName) => (locationName ? `Monthly checklists for this month at ${locationName}` : 'Monthly checklists for this month'),
  templatesTitle: 'Monthly Check Templates',
  noTemplatesText: 'No monthly check templates are available yet.',
  startLabel: 'Start Monthly Check',
  startedToast: 'Monthly check started',
  pendingTitle: 'Pending Monthly Checks',
  noPendingTitle: 'No pending monthly checks',
  noPendingText: 'Monthly checks you start appear here until they are completed.',
};

/** Issue 14: the monthly checks, shaped like Daily Opening (SPEC 2.11), counted by the location's month. */
export function MonthlyChecksPage() {
  return <ChecksOfTypePage type="monthly" texts={texts} figures={() => <CheckTypeFigures type="monthly" periodLabel="This Month's Checks" />} />;
}
