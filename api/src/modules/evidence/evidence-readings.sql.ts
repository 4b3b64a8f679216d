import { bandSpansText, inForceText } from '../temperature/excursion-rule/band-at-the-time.js';
import { distanceOutsideText, outOfRangeText } from '../temperature/excursion-rule/out-of-range.js';
import { readingSourceSql, readingSourceWordSql } from '../temperature/reading-source.js';

/*
 * THE evidence figures of temperature readings, once, as SQL text every consumer embeds: history,
 * the due-diligence pack (PDF and CSV), the inspector page and Reports & Analytics.
 * - A reading belongs to its location's local calendar day (the site's time zone).
 * - A correction replaces what it corrects in every figure: a corrected reading counts once, at its
 *   latest correction's value; corrections are not counted themselves (both stay listed elsewhere).
 * - A reading is judged by the band in force when it was stored (band-at-the-time.ts); a corrected
 *   one by its original's band.
 * - Daily figures: min / max / mean (2 decimals) / readings / out of range per unit and local day.
 * - Excursions, from the readings (the excursion rule's out of range): each run of a unit's
 *   consecutive out-of-range readings, from its first to the next in-range reading (its end; none
 *   in the period: still open), its peak (furthest outside the band), minutes out of range (to its
 *   end, or to its last reading while open) and the corrective action the alert engine opened for
 *   it, when there is one. A run under way when the period starts is seen from its first reading
 *   in the period.
 *
 * The consumer writes `with evidence_scope (unit_ids, from_at, to_at) as (...)` in its own parameter
 * style (one row per window; the pack's $1..$4, a Kysely template's bound values), then `,` and
 * EVIDENCE_CTES, then selects from evidence_readings, evidence_days or evidence_excursions.
 * PostgreSQL evaluates only the CTEs the select reaches.
 */

const outOfRange = outOfRangeText('x.temperature', { min: 'x.band_min', max: 'x.band_max' });
const distance = distanceOutsideText('i.temperature', { min: 'i.band_min', max: 'i.band_max' });
/** A band as the pack prints it: "0 to 5". */
const bandWords = (alias: string) => `concat(${alias}.band_min::float8, ' to ', ${alias}.band_max::float8)`;

export const EVIDENCE_CTES = `
evidence_units as (
  select e.id as equipment_id, e.name as unit, e.location_id, l.name as location, l.timezone
  from equipment e join location l on l.id = e.location_id
  where e.id in (select unnest(s.unit_ids) from evidence_scope s)
),
evidence_bands as (${bandSpansText('array(select equipment_id from evidence_units)')}),
evidence_corrections as (
  select distinct on (c.corrects_id) c.corrects_id, c.temperature from temperature_reading c
  where c.corrects_id is not null and c.equipment_id in (select equipment_id from evidence_units)
  order by c.corrects_id, c.id desc
),
evidence_values as (
  select u.location_id, u.location, u.equipment_id, u.unit, u.timezone, r.id, r.recorded_at, r.api_key_id,
         coalesce(c.temperature, r.temperature) as temperature, b.min_temp as band_min, b.max_temp as band_max
  from evidence_scope s
    join evidence_units u on u.equipment_id = any(s.unit_ids)
    join temperature_reading r on r.equipment_id = u.equipment_id and r.recorded_at >= s.from_at and r.recorded_at < s.to_at and r.corrects_id is null
    join evidence_bands b on ${inForceText('b', 'r')}
    left join evidence_corrections c on c.corrects_id = r.id
),
evidence_readings as (
  select x.*, to_char(x.recorded_at at time zone x.timezone, 'YYYY-MM-DD') as day,
         date_trunc('day', x.recorded_at, x.timezone) as day_start, ${outOfRange} as out_of_range, ${readingSourceSql('x')} as source
  from evidence_values x
),
evidence_days as (
  select d.location_id, d.location, d.equipment_id, d.unit, d.timezone, d.day, d.day_start,
         min(d.temperature) as min, max(d.temperature) as max, round(avg(d.temperature), 2) as mean, count(*)::int as readings,
         count(*) filter (where d.out_of_range)::int as out_of_range,
         array_agg(distinct d.source order by d.source) as sources,
         string_agg(distinct ${readingSourceWordSql('d')}, ', ' order by ${readingSourceWordSql('d')}) as source_words,
         string_agg(distinct ${bandWords('d')}, '; ') as target
  from evidence_readings d
  group by d.location_id, d.location, d.equipment_id, d.unit, d.timezone, d.day, d.day_start
),
evidence_judged as (
  -- The excursion path's own narrow view of each reading: a month of a minute sensor is 43,200 rows to
  -- sort, and with the names and local days of evidence_readings on each they spilled to disk (≈ 120 ms).
  select x.equipment_id, x.id, x.recorded_at, x.temperature, x.band_min, x.band_max, ${outOfRange} as out_of_range
  from evidence_values x
),
evidence_marked as (
  select x.*, lag(x.out_of_range) over (partition by x.equipment_id order by x.recorded_at, x.id) as follows_out_of_range
  from evidence_judged x
),
evidence_islands as (
  -- Gaps and islands: an in-range reading starts a new run; the out-of-range readings after it share its number.
  -- Only the readings an excursion is made of take part: the out-of-range ones and the in-range one that ends each
  -- (its time is the excursion's end). A month of a minute sensor in range is 43,200 readings and no excursion:
  -- grouping every in-range reading as a run of its own cost ≈ 250 ms (sorts spilled to disk) for nothing.
  select x.*, count(*) filter (where not x.out_of_range) over (partition by x.equipment_id order by x.recorded_at, x.id) as run
  from evidence_marked x where x.out_of_range or x.follows_out_of_range
),
evidence_runs as (
  select i.equipment_id, i.run, min(i.recorded_at) as first_at,
         min(i.recorded_at) filter (where i.out_of_range) as started_at, max(i.recorded_at) filter (where i.out_of_range) as last_at,
         (array_agg(i.temperature order by ${distance} desc, i.recorded_at) filter (where i.out_of_range))[1] as peak,
         string_agg(distinct ${bandWords('i')}, '; ') filter (where i.out_of_range) as target,
         count(*) filter (where i.out_of_range)::int as readings
  from evidence_islands i
  group by i.equipment_id, i.run
),
evidence_ends as (
  select g.*, lead(g.first_at) over (partition by g.equipment_id order by g.run) as ended_at from evidence_runs g
),
evidence_excursions as (
  select u.location_id, u.location, g.equipment_id, u.unit, u.timezone, g.started_at, g.ended_at, g.peak, g.target, g.readings,
         floor(extract(epoch from coalesce(g.ended_at, g.last_at) - g.started_at) / 60)::int as minutes,
         (select a.id from corrective_action a
          where a.equipment_id = g.equipment_id and a.excursion_started_at >= g.started_at and a.excursion_started_at < coalesce(g.ended_at, 'infinity')
          order by a.excursion_started_at, a.id limit 1) as action_id
  from evidence_ends g join evidence_units u on u.equipment_id = g.equipment_id
  where g.started_at is not null
)`;

/** The scope of the pack's statements ($1 company, $2 locations, $3 from, $4 to): every unit of those locations. */
export const PACK_EVIDENCE_SCOPE = `evidence_scope as (
  select array(select e.id from equipment e where e.company_id = $1 and e.location_id = any($2)) as unit_ids, $3::timestamptz as from_at, $4::timestamptz as to_at
)`;
