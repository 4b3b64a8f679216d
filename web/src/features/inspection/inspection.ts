import type { ReadingSource } from '../../graphql/graphql';
import type { DateFormat } from '../../lib/format/display-preferences';

/** The answer of GET /api/inspect/:token (api/src/modules/inspection/inspection.sql.ts), as JSON. */
/** A unit's figures for one local day: the same rule as history and the pack (api/src/modules/evidence/). */
export interface InspectionDay {
  day: string;
  min: number;
  max: number;
  mean: number;
  readings: number;
  outOfRange: number;
  /** The band in force when the day's readings were stored, e.g. "0 to 5". */
  target: string;
  /** Who took the day's readings (a person, a sensor gateway, or both). */
  sources: ReadingSource[];
}

export interface Inspection {
  label: string;
  companyName: string;
  from: string;
  to: string;
  expiresAt: string;
  /** The company's: the page has no session to read it from. */
  dateFormat: DateFormat;
  locations: {
    id: number;
    name: string;
    /** IANA zone: the location's days and times are on its clock. */
    timezone: string;
    units: { id: number; name: string; type: string; targetMin: number | null; targetMax: number | null; days: InspectionDay[] }[];
    /** Every excursion as the readings show it, with its corrective action (null: none recorded). */
    excursions: {
      unitName: string;
      startedAt: string;
      /** Null: still open. */
      endedAt: string | null;
      peak: number;
      minutesOutOfRange: number;
      target: string;
      actionId: number | null;
      description: string | null;
      severity: string | null;
      status: string | null;
      resolution: string | null;
      resolvedAt: string | null;
    }[];
    checks: { id: number; name: string | null; status: string; dueDate: string | null; completedAt: string | null; completedBy: string | null }[];
  }[];
}

export type InspectionState = { status: 'loading' } | { status: 'invalid' } | { status: 'failed' } | { status: 'ready'; inspection: Inspection };

/** Reads the link's records; every open is audited by the server. Unknown, expired and revoked links are all 404. */
export async function loadInspection(token: string): Promise<InspectionState> {
  try {
    const response = await fetch(`/api/inspect/${encodeURIComponent(token)}`, { credentials: 'omit' });
    // An unread error body keeps the request open in the browser (the page never goes network-idle).
    if (!response.ok) await response.body?.cancel();
    if (response.status === 404) return { status: 'invalid' };
    if (!response.ok) return { status: 'failed' };
    return { status: 'ready', inspection: (await response.json()) as Inspection };
  } catch {
    return { status: 'failed' };
  }
}
