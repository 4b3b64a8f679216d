import type { BadgeTone } from '../../ui/Badge';

/** Shown in a figure tile until its figure has loaded (or when no location is selected). */
export const NO_FIGURE = '—';

/** Colours of the check statuses the API reports (SPEC 4). */
const statusTones: Record<string, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  overdue: 'danger',
  scheduled: 'primary',
};

export const checkStatusTone = (status: string): BadgeTone => statusTones[status] ?? 'neutral';
