import { type RawBuilder, sql } from 'kysely';
import { WEEKDAYS } from '../settings/settings-defaults.js';

/** When a company's generated checks fall due (SPEC 9): the time of day, the weekday of weekly checks, the date of monthly ones. */
export interface CheckSchedule {
  dailyTime: string;
  weeklyDay: (typeof WEEKDAYS)[number];
  monthlyDate: number;
}

/**
 * SQL for the latest occurrence at or before `localNow` (a wall-clock timestamp in the
 * location's zone) of a schedule of this kind falling due at `time` of day, its next occurrence
 * and the start of its period, all as local wall-clock timestamps: adding a day to a wall-clock
 * time keeps 08:00 at 08:00 across a daylight-saving change; the caller converts with AT TIME ZONE.
 */
export function occurrenceSql(kind: RawBuilder<string>, localNow: RawBuilder<Date>, time: RawBuilder<unknown>, schedule: Omit<CheckSchedule, 'dailyTime'>) {
  const isoDay = WEEKDAYS.indexOf(schedule.weeklyDay) + 1;
  /** The scheduled day of the month that begins at `monthStart` (clamped to its last day), at the time. */
  const inMonth = (monthStart: RawBuilder<unknown>) =>
    sql`(date_trunc('month', ${monthStart}) + make_interval(days => least(${schedule.monthlyDate}::int, extract(day from date_trunc('month', ${monthStart}) + interval '1 month - 1 day')::int) - 1) + ${time})`;
  const daily = sql`(${localNow}::date + ${time})`;
  const weekly = sql`(${localNow}::date - ((extract(isodow from ${localNow})::int - ${isoDay} + 7) % 7) + ${time})`;
  const monthly = inMonth(localNow);
  const latest = sql<Date>`case ${kind}
      when 'weekly' then case when ${weekly} <= ${localNow} then ${weekly} else ${weekly} - interval '7 days' end
      when 'monthly' then case when ${monthly} <= ${localNow} then ${monthly} else ${inMonth(sql`${localNow} - interval '1 month'`)} end
      else case when ${daily} <= ${localNow} then ${daily} else ${daily} - interval '1 day' end end`;
  return { latest, next: (occ: RawBuilder<unknown>) => nextSql(kind, occ, inMonth), periodStart: (occ: RawBuilder<unknown>) => periodSql(kind, occ) };
}

function nextSql(kind: RawBuilder<string>, occ: RawBuilder<unknown>, inMonth: (monthStart: RawBuilder<unknown>) => RawBuilder<unknown>) {
  return sql<Date>`case ${kind} when 'weekly' then ${occ} + interval '7 days' when 'monthly' then ${inMonth(sql`${occ} + interval '1 month'`)} else ${occ} + interval '1 day' end`;
}

/** The local day, ISO week or month the occurrence belongs to: the key that allows one check per period. */
function periodSql(kind: RawBuilder<string>, occ: RawBuilder<unknown>) {
  return sql<Date>`date_trunc(case ${kind} when 'weekly' then 'week' when 'monthly' then 'month' else 'day' end, ${occ})`;
}

/**
 * When an opening or closing check's window ends: the location's closing time that day from its
 * opening times (e.g. "Monday": "07:00-22:00"; past midnight when it closes after it), else the end of its local day.
 */
export function closingTimeSql(openingTimes: RawBuilder<unknown>, occ: RawBuilder<unknown>) {
  const hours = sql`(${openingTimes} ->> trim(to_char(${occ}, 'FMDay')))`;
  const closes = sql`(${occ}::date + trim(split_part(${hours}, '-', 2))::time)`;
  return sql<Date>`case when ${hours} ~ '^\\s*\\d{1,2}:\\d{2}\\s*-\\s*\\d{1,2}:\\d{2}\\s*$'
      then case when ${closes} > ${occ} then ${closes} else ${closes} + interval '1 day' end
      else ${occ}::date + interval '1 day' end`;
}
