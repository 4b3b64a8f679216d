/** 8.5 min, 2.1 hours, 1.2 days; an em dash when nothing was measured. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  if (minutes < 60) return `${Math.round(minutes * 10) / 10} min`;
  const [value, unit] = minutes < 24 * 60 ? [Math.round((minutes / 60) * 10) / 10, 'hour'] : [Math.round((minutes / 1440) * 10) / 10, 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}
