/** SPEC 2.17's status tabs; '' is All, which sends no status. */
export const STATUS_TABS = [
  { value: '', label: 'All' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'expired', label: 'Expired' },
] as const;

export type StatusFilter = (typeof STATUS_TABS)[number]['value'];

/** 'No training records found', or the tab's words in lower case: 'No in progress training records found'. */
export function emptyTrainingTitle(status: StatusFilter): string {
  const tab = STATUS_TABS.find((t) => t.value === status);
  return status && tab ? `No ${tab.label.toLowerCase()} training records found` : 'No training records found';
}
