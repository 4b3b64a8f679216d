/** The ranges the history offers; custom takes two days from the user. */
export type RangeKind = '24h' | '7d' | '30d' | 'custom';

export const RANGE_CHOICES: { kind: RangeKind; label: string }[] = [
  { kind: '24h', label: '24 hours' },
  { kind: '7d', label: '7 days' },
  { kind: '30d', label: '30 days' },
  { kind: 'custom', label: 'Custom' },
];

export interface HistoryRange {
  kind: RangeKind;
  from: string;
  to: string;
}

const HOUR = 3_600_000;
const SPANS: Record<Exclude<RangeKind, 'custom'>, number> = { '24h': 24 * HOUR, '7d': 7 * 24 * HOUR, '30d': 30 * 24 * HOUR };

/** A preset range ending now (to the next whole minute, so repeated renders ask the same query). */
export function presetRange(kind: Exclude<RangeKind, 'custom'>, now = Date.now()): HistoryRange {
  const to = Math.ceil(now / 60_000) * 60_000;
  return { kind, from: new Date(to - SPANS[kind]).toISOString(), to: new Date(to).toISOString() };
}

/** A custom range from two local days, the last one included; undefined until it makes sense. */
export function customRange(fromDay: string, toDay: string): HistoryRange | undefined {
  if (!fromDay || !toDay) return undefined;
  const from = new Date(`${fromDay}T00:00`);
  const to = new Date(`${toDay}T00:00`);
  to.setDate(to.getDate() + 1);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) return undefined;
  return { kind: 'custom', from: from.toISOString(), to: to.toISOString() };
}
