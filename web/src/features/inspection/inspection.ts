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

/** Where the link's due-diligence pack stands (POST /api/inspect/:token/pack); 'unavailable' when the request itself failed. */
export type PackState =
  | { status: 'idle' }
  | { status: 'generating'; progress: number }
  | { status: 'ready' }
  | { status: 'failed' }
  | { status: 'unavailable'; reason: 'invalid' | 'busy' | 'failed' };

/**
 * Asks for the link's pack, or where it stands: the server makes it in the background (the export
 * runner) and hands out the same pack to every request while it runs and for an hour after.
 */
export async function askForPack(token: string): Promise<PackState> {
  try {
    const response = await fetch(`/api/inspect/${encodeURIComponent(token)}/pack`, { method: 'POST', credentials: 'omit' });
    if (!response.ok) await response.body?.cancel();
    if (response.status === 404) return { status: 'unavailable', reason: 'invalid' };
    if (response.status === 429) return { status: 'unavailable', reason: 'busy' };
    if (!response.ok) return { status: 'unavailable', reason: 'failed' };
    const answer = (await response.json()) as { status: string; progress: number };
    if (answer.status === 'ready') return { status: 'ready' };
    if (answer.status === 'failed') return { status: 'failed' };
    return { status: 'generating', progress: answer.progress };
  } catch {
    return { status: 'unavailable', reason: 'failed' };
  }
}
