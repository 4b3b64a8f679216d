import { useSelectedLocation } from '../../lib/selected-location';
import { AllergenMatrixPanel } from './AllergenMatrixPanel';
import { ChecksOfTypePage, type ChecksOfTypeTexts } from './ChecksOfTypePage';
import { CheckTypeFigures } from './CheckTypeFigures';

const texts: ChecksOfTypeTexts = {
  title: 'Allergen Checks',
  subtitle: (locationName) => (locationName ? `Allergen checklists for today at ${locationName}` : 'Allergen checklists for today'),
  templatesTitle: 'Allergen Check Templates',
  noTemplatesText: 'No allergen check templates are available yet.',
  startLabel: 'Start Allergen Check',
  startedToast: 'Allergen check started',
  pendingTitle: 'Pending Allergen Checks',
  noPendingTitle: 'No pending allergen checks',
  noPendingText: 'Allergen checks you start appear here until they are completed.',
};

/** The allergen checks, and the matrix they confirm is current (flagged when not saved in 30 days). */
export function AllergenChecksPage() {
  const { location } = useSelectedLocation();
  return (
    <>
      <ChecksOfTypePage type="allergen" texts={texts} figures={() => <CheckTypeFigures type="allergen" periodLabel="Today's Checks" />} />
      {location ? <AllergenMatrixPanel locationId={location.id} /> : null}
    </>
  );
}
