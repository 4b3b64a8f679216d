/** The kinds of equipment a company can monitor (SPEC 3); each has a preset in the company settings. */
export const EQUIPMENT_TYPES = [
  'fridge',
  'freezer',
  'hot_hold',
  'cooking',
  'delivery',
  'reheating',
  'cooling',
  'goods_in',
  'storage',
  'hot_display',
  'cold_display',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_TYPES)[number];

export const isEquipmentKind = (value: string): value is EquipmentKind => (EQUIPMENT_TYPES as readonly string[]).includes(value);
