import type { BadgeTone } from '../../ui/Badge';

/** Shown in a figure tile until its figure has loaded (or when no location is selected). */
export const NO_FIGURE = '—';

/** 'daily_opening' → 'Daily Opening', for type and status badges. */
export const humanise = (value: string): string =>
  value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Colours of the check statuses the API reports (SPEC 4). */
const statusTones: Record<string, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  overdue: 'danger',
  scheduled: 'primary',
};

export const checkStatusTone = (status: string): BadgeTone => statusTones[status] ?? 'neutral';
