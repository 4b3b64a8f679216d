import { formatRate } from '../../lib/format/rate';
import { StatTile } from '../../ui/StatTile';
import { ChecksOfTypePage, type ChecksOfTypeTexts } from './ChecksOfTypePage';
import { NO_FIGURE } from './check-format';

const texts: ChecksOfTypeTexts = {
  title: 'Daily Opening Checks',
  subtitle: (locationName) => (locationName ? `Opening checklists for today at ${locationName}` : 'Opening checklists for today'),
  templatesTitle: 'Opening Check Templates',
  noTemplatesText: 'No daily opening check templates are available yet.',
  startLabel: 'Start Opening Check',
  startedToast: 'Daily opening check started',
  pendingTitle: 'Pending Opening Checks',
  noPendingTitle: 'No pending opening checks',
  noPendingText: 'Opening checks you start appear here until they are completed.',
};

/** SPEC 2.11: today's opening figures, the opening templates and the opening checks still pending. */
export function DailyOpeningPage() {
  return (
    <ChecksOfTypePage
      type="daily_opening"
      texts={texts}
      figures={(summary) => (
        <>
          <StatTile label="Today's Checks" value={summary?.dailyOpeningCompletedToday ?? NO_FIGURE} hint="Completed today" />
          <StatTile label="Pending" value={summary?.dailyOpeningPending ?? NO_FIGURE} />
          <StatTile label="Completion Rate" value={formatRate(summary?.dailyOpeningCompletionRate)} />
        </>
      )}
    />
  );
}
