import type { BadgeTone } from '../../ui/Badge';

/** Colours of the check statuses the API reports (SPEC 4), on the desktop's lists and the phone's alike. */
const statusTones: Record<string, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
  overdue: 'danger',
  scheduled: 'primary',
};

export const checkStatusTone = (status: string): BadgeTone => statusTones[status] ?? 'neutral';
