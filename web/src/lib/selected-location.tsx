import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOCATION_PARAM } from './paths';
import type { SessionLocation } from './session';

type SelectedLocation = {
  locations: SessionLocation[];
  /** The location screens should show; null only when the user has no location. */
  location: SessionLocation | null;
  selectLocation(id: number): void;
};

const SelectedLocationContext = createContext<SelectedLocation>({
  locations: [],
  location: null,
  selectLocation: () => {},
});

/** Holds the header's location choice; SPEC 6: the first location is the default. */
export function SelectedLocationProvider({ locations, children }: { locations: SessionLocation[]; children: ReactNode }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Derived rather than synced: a choice that is no longer in the list falls back to the first.
  const location = locations.find((l) => l.id === chosenId) ?? locations[0] ?? null;
  const value = useMemo(() => ({ locations, location, selectLocation: setChosenId }), [locations, location]);
  return <SelectedLocationContext.Provider value={value}>{children}</SelectedLocationContext.Provider>;
}

export function useSelectedLocation(): SelectedLocation {
  return useContext(SelectedLocationContext);
}

/** A link to one site (the league table's, e.g. /compliance?location=2) chooses it, as the header's select would. The app shell calls this once. */
export function useLinkedLocation(): void {
  const { selectLocation } = useSelectedLocation();
  const linkedId = Number(useSearchParams()[0].get(LOCATION_PARAM)) || null;
  useEffect(() => {
    if (linkedId !== null) selectLocation(linkedId);
  }, [linkedId, selectLocation]);
}
