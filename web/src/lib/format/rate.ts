/** What a rate tile shows when there is nothing to count (0 of 0 checks, no equipment) or no figure yet. */
export const NO_RATE = '—';

/** A percentage the API computed (66.7 → "66.7%"); null, its "nothing to count", is "—", never 0 %. */
export function formatRate(rate: number | null | undefined, { oneDecimal = false }: { oneDecimal?: boolean } = {}): string {
  if (rate === null || rate === undefined) return NO_RATE;
  return `${oneDecimal ? rate.toFixed(1) : rate}%`;
}
