/** The three location screens of SPEC 2.8 differ only in these values. */
export type EquipmentScreenConfig = {
  title: string;
  subtitle: string;
  types: string[];
  /** The type badge of each card. */
  badges: Record<string, string>;
  emptyTitle: string;
  emptyText: string;
};

const contactAdministrator = 'Contact your administrator to add equipment to this location.';

export const coldStorageScreen: EquipmentScreenConfig = {
  title: 'Cold Storage Monitoring',
  subtitle: 'Fridge and freezer temperatures at your location',
  types: ['fridge', 'freezer'],
  badges: { fridge: 'Fridge', freezer: 'Freezer' },
  emptyTitle: 'No Cold Storage Equipment',
  emptyText: contactAdministrator,
};

export const hotHoldCookingScreen: EquipmentScreenConfig = {
  title: 'Hot Hold & Cooking',
  subtitle: 'Hot hold and cooking temperatures at your location',
  types: ['hot_hold', 'cooking'],
  badges: { hot_hold: 'Hot Hold', cooking: 'Cooking' },
  emptyTitle: 'No Hot Equipment',
  emptyText: contactAdministrator,
};

export const deliveryReheatingScreen: EquipmentScreenConfig = {
  title: 'Delivery & Reheating',
  subtitle: 'Delivery, reheating and cooling temperatures at your location',
  types: ['delivery', 'reheating', 'cooling'],
  badges: { delivery: 'Delivery', reheating: 'Reheating', cooling: 'Cooling' },
  emptyTitle: 'No Delivery Equipment',
  emptyText: contactAdministrator,
};
