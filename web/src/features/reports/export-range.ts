/** A date input's value (YYYY-MM-DD) in the browser's own calendar. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The default range: the last seven days, today included. */
export function lastWeek(now = new Date()): { from: string; to: string } {
  const start = new Date(now);
  start.setDate(start.getDate() - 6);
  return { from: dateInputValue(start), to: dateInputValue(now) };
}

/** Whole days from the start of `from` up to the end of `to`, in the browser's calendar: the API takes an exclusive end. */
export function exportRange(from: string, to: string): { from: string; to: string } {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return { from: new Date(fy, fm - 1, fd).toISOString(), to: new Date(ty, tm - 1, td + 1).toISOString() };
}
