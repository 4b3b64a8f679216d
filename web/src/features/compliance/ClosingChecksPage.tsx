import { ChecksOfTypePage, type ChecksOfTypeTexts } from './ChecksOfTypePage';
import { CheckTypeFigures } from './CheckTypeFigures';

const texts: ChecksOfTypeTexts = {
  title: 'Closing Checks',
  subtitle: (locationName) => (locationName ? `Closing checklists for today at ${locationName}` : 'Closing checklists for today'),
  templatesTitle: 'Closing Check Templates',
  noTemplatesText: 'No closing check templates are available yet.',
  startLabel: 'Start Closing Check',
  startedToast: 'Closing check started',
  pendingTitle: 'Pending Closing Checks',
  noPendingTitle: 'No pending closing checks',
  noPendingText: 'Closing checks you start appear here until they are completed.',
};

/** Issue 14: the closing checks, shaped like Daily Opening (SPEC 2.11). */
export function ClosingChecksPage() {
  return <ChecksOfTypePage type="closing" texts={texts} figures={() => <CheckTypeFigures type="closing" periodLabel="Today's Checks" />} />;
}
