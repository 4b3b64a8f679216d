/**
 * FOOD-SAFETY.md: UK/EU law names 14 allergens; the US names 9 major allergens. Codes are stored,
 * labels are what the printed matrix shows.
 */
export const UK_ALLERGENS = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soybeans: 'Soybeans',
  sulphites: 'Sulphur dioxide and sulphites',
} as const;

export const US_ALLERGENS = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  crustacean_shellfish: 'Crustacean shellfish',
  tree_nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soybeans: 'Soybeans',
  sesame: 'Sesame',
} as const;

export type AllergenRegime = 'uk' | 'us';

/** A location whose time zone is in the Americas follows the US list; every other the UK/EU list. */
export const regimeForTimezone = (timezone: string): AllergenRegime => (timezone.startsWith('America/') ? 'us' : 'uk');

export const allergensOf = (regime: AllergenRegime): Record<string, string> => (regime === 'us' ? US_ALLERGENS : UK_ALLERGENS);

/** A matrix not saved for this many days is flagged for review on the Allergen screen. */
export const ALLERGEN_REVIEW_DAYS = 30;
