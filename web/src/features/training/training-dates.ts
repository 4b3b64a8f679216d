/** A date input's day as the start of that day in the user's time zone. */
export const dayToIso = (day: string): string | null => (day ? new Date(`${day}T00:00:00`).toISOString() : null);

/** A stored instant as the date input's day in the user's time zone ('' when none). */
export function isoToDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
