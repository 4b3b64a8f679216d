import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { settingsOf } from '../../settings/settings.service.js';
import { bandOf } from '../../temperature/excursion-rule/out-of-range.js';
import type { CorrectiveAction } from '../corrective-action.entity.js';
import { type TimeControlRule, timeControlRuleFor } from './time-control-rules.js';

/** How much warmth a unit's food saw during a temperature action's excursion (issue 36), to inform its disposition. */
export interface Exposure {
  from: Date;
  /** The excursion's end (the unit's first in-range reading after it began), or now while it lasts. */
  to: Date;
  ongoing: boolean;
  /** The unit's upper limit, °C. */
  limitC: number;
  minutesAboveLimit: number;
  /** °C × minutes above the unit's upper limit. */
  degreeMinutesAboveLimit: number;
  rule: TimeControlRule;
  /** Minutes above the rule's threshold (8 °C UK, 41 °F US). */
  minutesAboveRule: number;
  /** The food was out of temperature control longer than the rule allows. */
  exceedsRule: boolean;
  readings: number;
}

interface ExposureRow {
  to: Date;
  ongoing: boolean;
  minutes_above_limit: string;
  degree_minutes: string;
  minutes_above_rule: string;
  readings: number;
}

/**
 * Step-wise, in SQL, over the unit's readings from the excursion's start to its end (else now):
 * each reading stands until the next one (the last until the end), so its excess over the limit
 * (never below 0) times those minutes is its degree-minutes, and the minutes count as "above"
 * when it is above. A unit reading 7 °C for 30 minutes then 9 °C for 20 minutes against 4 °C is
 * 3×30 + 5×20 = 190 degree-minutes and 50 minutes above. docs/corrective-actions.md says the same.
 * Null for an action that is not about a unit's excursion.
 */
export async function exposureOf(em: EntityManager, action: CorrectiveAction): Promise<Exposure | null> {
  if (action.type !== 'temperature_alert' || !action.equipment || !action.excursionStartedAt) return null;
  const band = bandOf(action.equipment);
  const rule = timeControlRuleFor((await settingsOf(em, action.company.id)).general.temperatureUnit);
  const start = action.excursionStartedAt;
  const { rows } = await sql<ExposureRow>`
    with span as (
      select coalesce((select min(recorded_at) from temperature_reading
                        where equipment_id = ${action.equipment.id} and recorded_at > ${start} and temperature between ${band.min} and ${band.max}), now()) as to_at,
             not exists (select 1 from temperature_reading
                        where equipment_id = ${action.equipment.id} and recorded_at > ${start} and temperature between ${band.min} and ${band.max}) as ongoing
    ), steps as (
      select r.temperature::float8 as t,
             extract(epoch from (coalesce(lead(r.recorded_at) over (order by r.recorded_at, r.id), span.to_at) - r.recorded_at)) / 60 as minutes
      from temperature_reading r, span
      where r.equipment_id = ${action.equipment.id} and r.recorded_at >= ${start} and r.recorded_at < span.to_at
    )
    select span.to_at as "to", span.ongoing,
           coalesce(sum(minutes) filter (where t > ${band.max}), 0) as minutes_above_limit,
           coalesce(sum(greatest(t - ${band.max}, 0) * minutes), 0) as degree_minutes,
           coalesce(sum(minutes) filter (where t > ${rule.thresholdC}), 0) as minutes_above_rule,
           count(steps.t)::int as readings
    from span left join steps on true
    group by span.to_at, span.ongoing`.execute(em.getKysely());
  const row = rows[0];
  const minutesAboveRule = round(Number(row.minutes_above_rule));
  return {
    from: start,
    to: new Date(row.to),
    ongoing: row.ongoing,
    limitC: band.max,
    minutesAboveLimit: round(Number(row.minutes_above_limit)),
    degreeMinutesAboveLimit: round(Number(row.degree_minutes)),
    rule,
    minutesAboveRule,
    exceedsRule: minutesAboveRule > rule.maxMinutes,
    readings: row.readings,
  };
}

const round = (value: number): number => Math.round(value * 10) / 10;
