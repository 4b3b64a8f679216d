/** Issue 36: why a corrective action was needed, from a short list; 'other' needs the person's words. */
export const ROOT_CAUSES = {
  equipment_failure: 'Equipment failure',
  door_left_open: 'Door left open',
  overloading: 'Overloading',
  power_cut: 'Power cut',
  process_not_followed: 'Process not followed',
  other: 'Other',
} as const;

export type RootCause = keyof typeof ROOT_CAUSES;
export const ROOT_CAUSE_KEYS = Object.keys(ROOT_CAUSES) as RootCause[];
export const rootCauseLabel = (cause: string | null | undefined): string | null => (cause && cause in ROOT_CAUSES ? ROOT_CAUSES[cause as RootCause] : null);
