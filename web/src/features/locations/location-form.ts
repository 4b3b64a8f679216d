import * as yup from 'yup';
import type { ManagedLocationFragment, UpdateLocationInput } from '../../graphql/graphql';

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof WEEK)[number];

/** The edit form: opening hours as one text per day (empty = not open / not set). */
export type LocationFormValues = { name: string; address: string; timezone: string } & Record<Day, string>;

export const locationEditSchema = yup.object({
  name: yup.string().label('Location Name').trim().max(200).required(),
  address: yup.string().label('Address').trim().max(500),
  timezone: yup.string().label('Time Zone').required(),
  ...Object.fromEntries(WEEK.map((day) => [day, yup.string().label(day).trim().max(50)])),
});

export function locationFormValues(location: ManagedLocationFragment): LocationFormValues {
  const times = (location.openingTimes ?? {}) as Record<string, unknown>;
  const hours = Object.fromEntries(WEEK.map((day) => [day, typeof times[day] === 'string' ? times[day] : ''])) as Record<Day, string>;
  return { name: location.name, address: location.address ?? '', timezone: location.timezone, ...hours };
}

/** The form as the API's input: days left empty are dropped from the opening times. */
export function toUpdateInput(values: LocationFormValues): UpdateLocationInput {
  const openingTimes = Object.fromEntries(WEEK.map((day) => [day, values[day].trim()]).filter(([, hours]) => hours));
  return {
    name: values.name.trim(),
    address: values.address.trim() || null,
    timezone: values.timezone,
    openingTimes: Object.keys(openingTimes).length ? openingTimes : null,
  };
}
