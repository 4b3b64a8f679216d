import type { LeaguePeriodInput, LeaguePreset } from '../../graphql/graphql';

/** The league's period as the page holds it: a preset, or custom local days (YYYY-MM-DD, both included). */
export type LeaguePeriod = { preset: LeaguePreset; from: string; to: string };

export const PRESET_LABELS: Record<LeaguePreset, string> = { last_7_days: 'Last 7 days', last_30_days: 'Last 30 days', custom: 'Custom' };

export const DEFAULT_PERIOD: LeaguePeriod = { preset: 'last_7_days', from: '', to: '' };

/** What the API is asked: from and to only for a custom period. */
export function periodInput({ preset, from, to }: LeaguePeriod): LeaguePeriodInput {
  return preset === 'custom' ? { preset, from, to } : { preset };
}

/** The CSV export of the same table (GET /api/site-league/export, the session's cookie). */
export function exportHref(period: LeaguePeriod): string {
  const query = new URLSearchParams(Object.entries(periodInput(period)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `/api/site-league/export?${query}`;
}
