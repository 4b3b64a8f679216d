import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { type Region, TimeZonesDocument } from '../graphql/graphql';

/** The browser's own zone: where the person signing up (or editing their site) most likely is. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export type TimeZones = {
  /** Every zone, for a list to filter: Europe/London shows as 'Europe/London', America/New_York as 'America/New York'. */
  options: { value: string; label: string }[];
  /** The region a company in this zone starts in (the API's rule); null while the list loads or for a name it does not know. */
  regionOf(zone: string): Region | null;
};

/** The API's list of time zones: the zones it accepts, and the region each suggests. Asked once per session (cache-first). */
export function useTimeZones(): TimeZones {
  const { data } = useQuery(TimeZonesDocument);
  return useMemo(() => {
    const zones = data?.timeZones ?? [];
    const regions = new Map(zones.map((zone) => [zone.name, zone.region]));
    return {
      options: zones.map((zone) => ({ value: zone.name, label: zone.name.replaceAll('_', ' ') })),
      regionOf: (zone: string) => regions.get(zone) ?? null,
    };
  }, [data]);
}
