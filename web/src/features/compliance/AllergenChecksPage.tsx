import { useSelectedLocation } from '../../lib/selected-location';
import { AllergenMatrixPanel } from './AllergenMatrixPanel';
import { CheckTypeScreen, type CheckTypeScreenConfig } from './CheckTypeScreen';

const screen: CheckTypeScreenConfig = {
  type: 'allergen',
  title: 'Allergen Checks',
  subtitle: 'Allergen checklists for today',
  periodLabel: "Today's Checks",
  noun: 'Allergen',
};

/** The allergen checks, and the matrix they confirm is current (flagged when not saved in 30 days). */
export function AllergenChecksPage() {
  const { location } = useSelectedLocation();
  return <CheckTypeScreen screen={screen}>{location ? <AllergenMatrixPanel locationId={location.id} /> : null}</CheckTypeScreen>;
}
