import { type RawBuilder, sql } from 'kysely';

/**
 * THE rule for "today" and "this month": they are the location's own, in its IANA time zone
 * (location.timezone), never the server's or UTC's. A check completed at 23:30 in New York
 * belongs to that New York day, though it is already tomorrow in UTC. PostgreSQL does the
 * calendar arithmetic (DST included): date_trunc in a zone gives the instant that local period began.
 * `timezone` is a zone name, or SQL naming a location's timezone column.
 */
export function localPeriodStart(period: 'day' | 'month', timezone: string | RawBuilder<string>): RawBuilder<Date> {
  return sql<Date>`date_trunc(${period}::text, now(), ${timezone}::text)`;
}
