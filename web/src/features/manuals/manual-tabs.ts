/** SPEC 2.18's category tabs; '' is All, which sends no category. */
export const CATEGORY_TABS = [
  { value: '', label: 'All' },
  { value: 'policies', label: 'Policies' },
  { value: 'procedures', label: 'Procedures' },
  { value: 'training', label: 'Training' },
] as const;

export type CategoryFilter = (typeof CATEGORY_TABS)[number]['value'];

/** 'No food safety manuals found', or 'No policies manuals available' on a filtered tab. */
export function emptyManualsTitle(category: CategoryFilter): string {
  return category ? `No ${category} manuals available` : 'No food safety manuals found';
}
