import { skipToken, useSubscription } from '@apollo/client/react';
import { useState, useSyncExternalStore } from 'react';
import { DashboardReadingRecordedDocument } from '../../graphql/graphql';
import { liveSocket } from '../../lib/live-socket';

export type LiveState = 'live' | 'connecting' | 'offline';

/**
 * Listens for readings at the location. Apollo writes each event's equipment onto its
 * cached Equipment:<id>, so the dashboard cards change in place with no refetch.
 * The state says whether that is really happening: subscribed and the socket connected.
 */
export function useLiveReadings(locationId: number | null | undefined): LiveState {
  // Remembered per location, so switching location starts afresh.
  const [endedFor, setEndedFor] = useState<number | null>(null);
  const connected = useSyncExternalStore(liveSocket.subscribe, liveSocket.isConnected, liveSocket.isConnected);
  const { error } = useSubscription(
    DashboardReadingRecordedDocument,
    locationId ? { variables: { locationId }, onComplete: () => setEndedFor(locationId) } : skipToken,
  );
  if (!locationId || error || endedFor === locationId) return 'offline';
  return connected ? 'live' : 'connecting';
}
