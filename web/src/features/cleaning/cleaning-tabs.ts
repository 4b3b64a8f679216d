/** SPEC 2.16's frequency tabs; '' is All, which sends no frequency. */
export const FREQUENCY_TABS = [
  { value: '', label: 'All' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const;

export type FrequencyFilter = (typeof FREQUENCY_TABS)[number]['value'];

/** 'No cleaning schedules found', or 'No weekly cleaning schedules found' on a filtered tab. */
export function emptyCleaningTitle(frequency: FrequencyFilter): string {
  return frequency ? `No ${frequency} cleaning schedules found` : 'No cleaning schedules found';
}

/** SPEC 9: a card previews 3 tasks. */
export const TASK_PREVIEW = 3;
