/**
 * The waste log's one rule, as SQL text over a waste_log_entry row (`alias`): an entry stands until
 * its disposition is corrected (a later food_disposition row names it), so a correction never
 * counts the same food twice. The service, Reports and the due-diligence pack all read it.
 */
export const standingWasteSql = (alias: string): string =>
  `not exists (select 1 from food_disposition correction where correction.corrects_id = ${alias}.food_disposition_id)`;
