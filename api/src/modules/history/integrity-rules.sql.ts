import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { isManualReadingSql } from '../temperature/reading-source.js';

/** The rules that flag manual readings which look invented, and their thresholds. */
export const INTEGRITY_RULES = {
  /** This many manual readings of one unit in a row with exactly the same value. */
  IDENTICAL_RUN: { minReadings: 5 },
  /** A manual reading that reached the server this long after the time it claims. */
  LATE_ENTRY: { minDelayMinutes: 120 },
  /** This many manual readings by one person sent within one window, claiming times spread over a shift. */
  SHIFT_BURST: { minReadings: 6, windowMinutes: 15, minSpanHours: 4 },
} as const;
export type IntegrityRule = keyof typeof INTEGRITY_RULES;

export interface IntegrityScope {
  from: Date;
  to: Date;
  locationIds: number[];
  equipmentId?: number | null;
}

export interface FlagRow {
  rule: IntegrityRule;
  reading_ids: string[];
  equipment_id: number | null;
  equipment_name: string | null;
  location_id: number;
  user_name: string | null;
  first_at: Date;
  last_at: Date;
  readings: number;
  /** IDENTICAL_RUN: the repeated value; LATE_ENTRY: the delay in minutes; SHIFT_BURST: the claimed span in hours. */
  measure: string;
}

/**
 * Every flag in one statement over manual readings (corrections left out) recorded in the scope.
 * Runs are gaps-and-islands over each unit's manual readings in time order. Bursts slide a window
 * over one person's arrivals (received_at) at a site: a reading opens a burst when it and those that
 * arrived within the window after it qualify; a reading inside such a window belongs to it, and
 * overlapping windows make one flag (a fixed clock slot would split 18:10–18:20 into two halves).
 */
export function integrityFlagRows(em: EntityManager, scope: IntegrityScope): Promise<FlagRow[]> {
  const { IDENTICAL_RUN: run, LATE_ENTRY: late, SHIFT_BURST: burst } = INTEGRITY_RULES;
  const unit = scope.equipmentId ? sql`and r.equipment_id = ${scope.equipmentId}` : sql``;
  return rowsOf<FlagRow>(
    em,
    sql`with manual as (
          select r.id, r.equipment_id, e.name as equipment_name, e.location_id, r.user_id, coalesce(u.full_name, u.username) as user_name,
                 r.temperature, r.recorded_at, r.received_at
          from temperature_reading r join equipment e on e.id = r.equipment_id left join "user" u on u.id = r.user_id
          where ${sql.raw(isManualReadingSql('r'))} and r.corrects_id is null and e.location_id = any(${scope.locationIds}::int[])
            and r.recorded_at >= ${scope.from} and r.recorded_at < ${scope.to} ${unit}
        ),
        changes as (
          select *, case when temperature is distinct from lag(temperature) over w then 1 else 0 end as changed
          from manual window w as (partition by equipment_id order by recorded_at, id)
        ),
        islands as (select *, sum(changed) over (partition by equipment_id order by recorded_at, id) as island from changes),
        windows as (
          select *, count(*) over ahead >= ${burst.minReadings} and max(recorded_at) over ahead - min(recorded_at) over ahead >= ${burst.minSpanHours} * interval '1 hour' as opens_burst
          from manual where user_id is not null
          window ahead as (partition by user_id, location_id order by received_at range between current row and ${burst.windowMinutes} * interval '1 minute' following)
        ),
        covered as (
          select *, max(case when opens_burst then received_at end) over behind as window_start
          from windows
          window behind as (partition by user_id, location_id order by received_at range between ${burst.windowMinutes} * interval '1 minute' preceding and current row)
        ),
        joined as (
          select *, case when window_start <= lag(window_start) over w + ${burst.windowMinutes} * interval '1 minute' then 0 else 1 end as starts_burst
          from covered where window_start is not null
          window w as (partition by user_id, location_id order by received_at, id)
        ),
        bursts as (select *, sum(starts_burst) over (partition by user_id, location_id order by received_at, id) as burst from joined)
        select 'IDENTICAL_RUN' as rule, array_agg(id order by recorded_at, id)::text[] as reading_ids, equipment_id, min(equipment_name) as equipment_name,
               min(location_id) as location_id, null as user_name, min(recorded_at) as first_at, max(recorded_at) as last_at, count(*)::int as readings,
               min(temperature)::text as measure
        from islands group by equipment_id, island having count(*) >= ${run.minReadings}
        union all
        select 'LATE_ENTRY', array[id::text], equipment_id, equipment_name, location_id, user_name, recorded_at, recorded_at, 1,
               floor(extract(epoch from received_at - recorded_at) / 60)::text
        from manual where received_at - recorded_at > ${late.minDelayMinutes} * interval '1 minute'
        union all
        select 'SHIFT_BURST', array_agg(id order by recorded_at, id)::text[], case when count(distinct equipment_id) = 1 then min(equipment_id) end,
               case when count(distinct equipment_id) = 1 then min(equipment_name) end, min(location_id), min(user_name),
               min(recorded_at), max(recorded_at), count(*)::int, round(extract(epoch from max(recorded_at) - min(recorded_at)) / 3600, 1)::text
        from bursts group by user_id, location_id, burst
        order by first_at, rule`,
  );
}
