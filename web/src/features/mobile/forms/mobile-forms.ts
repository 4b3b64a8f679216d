/** SPEC 2.20: the phone's forms list is sample data on the client, not the desktop templates. */
export type MobileFormCategory = 'Daily' | 'Weekly' | 'Monthly' | 'Safety';

export type MobileForm = { id: string; name: string; description: string; category: MobileFormCategory; isRequired: boolean };

export const formCategories: MobileFormCategory[] = ['Daily', 'Weekly', 'Monthly', 'Safety'];

export const mobileForms: MobileForm[] = [
  {
    id: 'daily-cleaning',
    name: 'Daily Cleaning Checklist',
    description: 'Surfaces, equipment and floors cleaned and sanitised',
    category: 'Daily',
    isRequired: true,
  },
  {
    id: 'fitness-to-work',
    name: 'Fitness to Work Declaration',
    description: 'Staff confirm they are fit to handle food',
    category: 'Daily',
    isRequired: true,
  },
  { id: 'deep-clean', name: 'Weekly Deep Clean Record', description: 'Ovens, extraction and cold rooms deep cleaned', category: 'Weekly', isRequired: false },
  { id: 'pest-control', name: 'Pest Control Inspection', description: 'Monthly check for signs of pest activity', category: 'Monthly', isRequired: true },
  { id: 'incident-report', name: 'Incident Report', description: 'Record an accident, injury or near miss', category: 'Safety', isRequired: false },
  { id: 'allergen-matrix', name: 'Allergen Control Record', description: 'Allergen information checked against recipes', category: 'Safety', isRequired: true },
];
