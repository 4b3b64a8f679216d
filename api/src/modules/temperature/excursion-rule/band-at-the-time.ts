import { targetBoundsText } from './out-of-range.js';

/*
 * Which band judges a reading: the band its unit had when the reading was stored (received_at),
 * the band the write judged it by when it arrived and that raised, or did not raise, its alert.
 * Every band a unit has had is in equipment_band (Migration20261129100000, kept by a trigger on
 * equipment, backfilled from the audit trail), so a band changed later never re-judges the past.
 * A correction is judged by the band of the reading it corrects (evidence-readings.sql.ts).
 */

/**
 * SQL text (no parameters): the band spans of the units `unitIds` (an int[] expression), one row
 * per band a unit has had: equipment_id, valid_from, valid_until (exclusive; the first span starts
 * at -infinity, the current one ends at infinity), and min_temp / max_temp (targetBounds of that
 * band). A unit with no recorded band (loaded around the triggers) has one span: its current band.
 */
export function bandSpansText(unitIds: string): string {
  const bounds = targetBoundsText('b');
  return `select b.equipment_id,
           case when row_number() over w = 1 then '-infinity'::timestamptz else b.valid_from end as valid_from,
           coalesce(lead(b.valid_from) over w, 'infinity'::timestamptz) as valid_until,
           ${bounds.min} as min_temp, ${bounds.max} as max_temp
    from (
      select e.id as equipment_id, coalesce(h.valid_from, '-infinity'::timestamptz) as valid_from, coalesce(h.type, e.type) as type,
             case when h.equipment_id is null then e.target_min_temp else h.target_min_temp end as target_min_temp,
             case when h.equipment_id is null then e.target_max_temp else h.target_max_temp end as target_max_temp
      from equipment e left join equipment_band h on h.equipment_id = e.id
      where e.id = any(${unitIds})
    ) b
    window w as (partition by b.equipment_id order by b.valid_from)`;
}

/** SQL text: the join condition of a reading (`reading`, by its received_at) with its band span (`span`). */
export const inForceText = (span: string, reading: string): string =>
  `${span}.equipment_id = ${reading}.equipment_id and ${reading}.received_at >= ${span}.valid_from and ${reading}.received_at < ${span}.valid_until`;

/**
 * SQL text: joins a reading (`reading`) to the span (`span`) that judges it, out of `spans` (a CTE
 * name, or a parenthesised bandSpansText with an alias): a correction is judged by the band of the
 * reading it corrects.
 */
export const judgingBandJoinText = (reading: string, spans: string, span: string): string =>
  `left join temperature_reading ${span}_original on ${span}_original.id = ${reading}.corrects_id
   join lateral (select * from ${spans}) ${span} on ${span}.equipment_id = ${reading}.equipment_id
     and coalesce(${span}_original.received_at, ${reading}.received_at) >= ${span}.valid_from
     and coalesce(${span}_original.received_at, ${reading}.received_at) < ${span}.valid_until`;
