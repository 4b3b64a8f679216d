import type { AuditEventFilter } from '../../graphql/graphql';

/** The filter form's values: ids and dates as the inputs hold them ('' = any). */
export interface AuditFilterValues {
  actorId: string;
  entity: string;
  /** yyyy-mm-dd, the first day shown. */
  from: string;
  /** yyyy-mm-dd, the last day shown (inclusive). */
  to: string;
}

export const NO_FILTER: AuditFilterValues = { actorId: '', entity: '', from: '', to: '' };

/** Local days to instants: from the start of `from` to the end of `to`, in the browser's time zone. */
export function toAuditEventFilter(values: AuditFilterValues): AuditEventFilter {
  return {
    actorId: values.actorId ? Number(values.actorId) : null,
    entity: values.entity || null,
    from: values.from ? localMidnight(values.from, 0) : null,
    to: values.to ? localMidnight(values.to, 1) : null,
  };
}

/** The instant a local day (yyyy-mm-dd) plus addDays begins, in the browser's time zone. */
export function localMidnight(day: string, addDays: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + addDays).toISOString();
}

/** temperature_reading → Temperature reading */
export const recordTypeLabel = (entity: string): string => {
  const words = entity.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
