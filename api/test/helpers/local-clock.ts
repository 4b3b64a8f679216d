/**
 * An instant on a zone's clock as people read it, worked out here independently of the API's
 * helper: the day in the given order, 24-hour time, the zone's short British name (GMT, BST, GMT-5).
 */
export function onClock(instant: Date | string, timeZone: string, order: 'day-first' | 'month-first'): string {
  const options = {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  } as const;
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-GB', options).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const day = order === 'day-first' ? `${p.day}/${p.month}/${p.year}` : `${p.month}/${p.day}/${p.year}`;
  return `${day} ${p.hour}:${p.minute} ${p.timeZoneName}`;
}
