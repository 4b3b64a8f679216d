import * as yup from 'yup';
import type { ManagedLocationFragment, UpdateLocationInput } from '../../graphql/graphql';

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof WEEK)[number];

/** The edit form: opening hours as one text per day (empty = not open / not set). */
export type LocationFormValues = { name: string; address: string; timezone: string } & Record<Day, string>;

/** The API's rule (api/src/modules/tenancy/opening-times.ts), checked as people type: 24-hour HH:MM-HH:MM, or Closed. */
const HOURS = /^([01]?\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]?\d|2[0-3]):([0-5]\d)$/;
const minutes = (hours: string, minute: string) => Number(hours) * 60 + Number(minute);

/** A closing time before the opening one is after midnight; the same time twice says nothing. */
const dayHours = (day: Day) =>
  yup
    .string()
    .label(day)
    .trim()
    .test('hours', `${day}: write opening hours as HH:MM-HH:MM from 00:00 to 23:59 (e.g. 07:00-22:00), or Closed`, (value) =>
      Boolean(!value || /^closed$/i.test(value) || HOURS.test(value)),
    )
    .test('open-and-close', `${day}: the site cannot open and close at the same time`, (value) => {
      const match = value ? HOURS.exec(value) : null;
      return !match || minutes(match[1], match[2]) !== minutes(match[3], match[4]);
    });

export const locationEditSchema = yup.object({
  name: yup.string().label('Location Name').trim().max(200).required(),
  address: yup.string().label('Address').trim().max(500),
  timezone: yup.string().label('Time Zone').required(),
  ...Object.fromEntries(WEEK.map((day) => [day, dayHours(day)])),
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
