import { skipToken, useQuery } from '@apollo/client/react';
import { MobileFormTemplatesDocument } from '../../../graphql/graphql';
import { useSelectedLocation } from '../../../lib/selected-location';

/** Loads the forms offered at the phone's location when the app opens, so they can be filled in later without a connection. */
export function useFormsOffline(): void {
  const { location } = useSelectedLocation();
  useQuery(MobileFormTemplatesDocument, location ? { variables: { locationId: location.id } } : skipToken);
}
