import { type RawBuilder, sql } from 'kysely';

/** The job the reading write enqueues when a reading starts an excursion or a person's probe confirms one; modules/alerts handles it. */
export const EXCURSION_REVIEW_TASK = 'alerts.review_excursion';
export interface ExcursionReviewPayload {
  equipmentId: number;
  /** The excursion's first out-of-range reading time, which names it. */
  startedAt: string;
}

/** The job key of an excursion's review put off to its due time: one pending review per excursion, whoever puts it off. */
export const excursionDueKey = (payload: ExcursionReviewPayload): string => `excursion-due:${payload.equipmentId}:${payload.startedAt}`;

/** excursionDueKey in SQL over a json payload expression. */
export const excursionDueKeySql = (payload: string): RawBuilder<string> =>
  sql<string>`'excursion-due:' || (${sql.raw(payload)}->>'equipmentId') || ':' || (${sql.raw(payload)}->>'startedAt')`;
