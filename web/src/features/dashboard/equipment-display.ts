import type { ReadingStatus } from '../../graphql/graphql';

/** 'hot_hold' → 'HOT HOLD' (SPEC 2.4). */
export function equipmentTypeLabel(type: string): string {
  return type.replaceAll('_', ' ').toUpperCase();
}

/** The API decides the status; the web only picks the theme colour and the words for it. */
export const readingStatusDisplay: Record<ReadingStatus, { colour: 'normal' | 'alert' | 'unknown'; text: string }> = {
  NORMAL: { colour: 'normal', text: 'In Range' },
  ALERT: { colour: 'alert', text: 'Out of Range' },
  UNKNOWN: { colour: 'unknown', text: 'No Data' },
};

const celsius = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** Readings are stored with two decimals; show at least one so 4 reads as 4.0°C. */
export function formatCelsius(value: number): string {
  return `${celsius.format(value)}°C`;
}
