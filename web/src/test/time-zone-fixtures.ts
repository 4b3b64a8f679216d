import type { MockLink } from '@apollo/client/testing';
import { TimeZonesDocument } from '../graphql/graphql';

const ZONES = [
  ['America/Chicago', 'US'],
  ['America/New_York', 'US'],
  ['America/Toronto', 'UK_EU'],
  ['Europe/Dublin', 'UK_EU'],
  ['Europe/Lisbon', 'UK_EU'],
  ['Europe/London', 'UK_EU'],
  ['UTC', 'UK_EU'],
] as const;

/** The API's time-zone list (a few of its zones), as the sign-up and location forms ask for it. */
export const timeZonesMock = (): MockLink.MockedResponse => ({
  request: { query: TimeZonesDocument },
  result: { data: { timeZones: ZONES.map(([name, region]) => ({ __typename: 'TimeZoneChoice', name, region })) } },
});
