/** The job the reading write enqueues when a reading starts an excursion or a person's probe confirms one; modules/alerts handles it. */
export const EXCURSION_REVIEW_TASK = 'alerts.review_excursion';
export interface ExcursionReviewPayload {
  equipmentId: number;
  /** The excursion's first out-of-range reading time, which names it. */
  startedAt: string;
}
