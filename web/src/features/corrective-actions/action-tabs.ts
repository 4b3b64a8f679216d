import type { CorrectiveActionCardFragment } from '../../graphql/graphql';

export type CorrectiveAction = CorrectiveActionCardFragment;

/**
 * The tabs of SPEC 2.14. Pending means not started yet (the API says which actions can be
 * started); Critical is by severity, whatever the status.
 */
export const ACTION_TABS = [
  { value: 'all', label: 'All Actions', shows: () => true },
  { value: 'pending', label: 'Pending', shows: (a: CorrectiveAction) => a.canStart },
  { value: 'in_progress', label: 'In Progress', shows: (a: CorrectiveAction) => a.status === 'in_progress' },
  { value: 'resolved', label: 'Resolved', shows: (a: CorrectiveAction) => a.status === 'resolved' },
  { value: 'critical', label: 'Critical', shows: (a: CorrectiveAction) => a.severity === 'critical' },
] as const;
