import { skipToken, useQuery } from '@apollo/client/react';
import { MobileFormTemplatesDocument } from '../../../graphql/graphql';
import { useSelectedLocation } from '../../../lib/selected-location';
import { useAfterStart } from '../shell/after-start';

/**
 * Loads the forms offered at the phone's location when the app opens, so they can be filled in later
 * without a connection; once the home screen answers taps, as the home screen does not show them.
 */
export function useFormsOffline(): void {
  const { location } = useSelectedLocation();
  const started = useAfterStart();
  useQuery(MobileFormTemplatesDocument, location && started ? { variables: { locationId: location.id } } : skipToken);
}
