import { UK_ALLERGENS, US_ALLERGENS } from '../allergens/allergen-regimes.js';
import type { CleaningScheduleDefinition } from '../cleaning/cleaning-write.service.js';
import type { CheckItem } from '../compliance/check-item-kinds.js';
import type { CheckTemplateDefinition } from '../compliance/check-template-creation.service.js';
import type { Region } from '../settings/company-region.js';

/**
 * What a new company starts with (issue 30, "day one has checklists"): the checks an inspector asks
 * to see (FOOD-SAFETY.md: opening/closing checks, allergen information, cleaning, pest control),
 * worded for its region. UK/EU wording follows the FSA's Safer Food, Better Business (SFBB) packs
 * and UK temperature law; US wording follows the FDA Food Code. Everything here becomes ordinary
 * company records, edited like any other.
 */
/** A starter checklist; `dueAt` makes it fall due when the site usually opens or closes. */
export interface StarterChecklist extends Omit<CheckTemplateDefinition, 'dueTime'> {
  dueAt: 'opening' | 'closing' | null;
}

export type StarterCleaning = Omit<CleaningScheduleDefinition, 'location'>;

export interface StarterContent {
  checklists: StarterChecklist[];
  cleaning: StarterCleaning[];
}

const check = (description: string): CheckItem => ({ description, critical: false });
/** A failed critical item opens a corrective action. */
const critical = (description: string): CheckItem => ({ description, critical: true });
const listOf = (labels: Record<string, string>) => Object.values(labels).join(', ').toLowerCase();

const NO_PESTS = critical('No signs of pests');
const ALLERGEN_MENU = critical('Allergen matrix covers today’s menu, specials included');
const ALLERGEN_CHANGES = check('Recipe and supplier changes checked against the matrix');
const ALLERGEN_ORDERS = critical('Separate, clean utensils and surfaces used for allergen-free orders');

/** The weekly deep-clean check; the regions word fridges, canopies, drains and chemicals differently. */
const deepClean = (source: string, words: { fridges: string; filters: string; drains: string; chemicals: string }): StarterChecklist => ({
  name: 'Weekly Deep Clean',
  type: 'weekly',
  description: `The week’s deep clean was done. (${source})`,
  frequency: 'weekly',
  dueAt: null,
  estimatedMinutes: 30,
  checkItems: [
    check(words.fridges),
    check('Behind and under cooking equipment cleaned'),
    check(words.filters),
    check(words.drains),
    check('Dry store shelves cleaned and stock rotated, oldest first'),
    critical(words.chemicals),
  ],
});

/** The monthly pest check; the regions differ in who controls pests and what traps flying insects. */
const pestCheck = ({ contractor, insectTraps }: { contractor: string; insectTraps: string }): StarterChecklist => ({
  name: 'Monthly Pest Check',
  type: 'monthly',
  description: `Look for pests and keep them out; review the ${contractor}’s report.`,
  frequency: 'monthly',
  dueAt: null,
  estimatedMinutes: 20,
  checkItems: [
    critical('No droppings, gnaw marks, nests or insects in stores, kitchen and bin areas'),
    check('Doors, windows and fly screens close properly; gaps and holes sealed'),
    check(`${insectTraps} working and emptied`),
    check(`${contractor.charAt(0).toUpperCase()}${contractor.slice(1)}’s latest report reviewed and its actions done`),
    check('Food stored off the floor in closed containers'),
    check('Outside bin area clean and lids closed'),
  ],
});

const UK_CHECKLISTS: StarterChecklist[] = [
  {
    name: 'Opening Check',
    type: 'daily_opening',
    description: 'Before service: is the kitchen safe to open? (SFBB opening checks)',
    frequency: 'daily',
    dueAt: 'opening',
    estimatedMinutes: 10,
    checkItems: [
      critical('Fridges and chilled displays at 8 °C or below (aim for 5 °C or below)'),
      critical('Freezers at −18 °C or below'),
      critical('Hot-holding equipment heated to keep food at 63 °C or above'),
      check('Probe thermometer clean and working'),
      critical('Hand-wash basins have hot running water, soap and paper towels'),
      check('Food preparation surfaces and equipment clean and disinfected'),
      NO_PESTS,
      check('Staff fit for work and in clean work clothes'),
    ],
  },
  {
    name: 'Closing Check',
    type: 'closing',
    description: 'End of service: food stored safely and the kitchen left clean. (SFBB closing checks)',
    frequency: 'daily',
    dueAt: 'closing',
    estimatedMinutes: 15,
    checkItems: [
      critical('Food covered, labelled and in date; anything past its use-by date thrown away'),
      critical('Chilled food back in fridges at 8 °C or below (aim for 5 °C or below)'),
      critical('Food cooked for later cooled below 8 °C within 90 minutes, or thrown away'),
      check('Food preparation areas cleaned and disinfected'),
      check('Dirty cloths removed for washing and replaced'),
      check('Bins emptied and new liners fitted'),
      check('Ovens, hobs and gas switched off'),
    ],
  },
  {
    name: 'Allergen Check',
    type: 'allergen',
    description: 'Allergen information is right for today’s menu: the 14 allergens UK and EU law names.',
    frequency: 'daily',
    dueAt: null,
    estimatedMinutes: 5,
    checkItems: [
      ALLERGEN_MENU,
      critical(`Each dish checked for all 14 allergens: ${listOf(UK_ALLERGENS)}`),
      ALLERGEN_CHANGES,
      check('Allergen notice tells customers to ask staff'),
      ALLERGEN_ORDERS,
      check('Staff on shift know where the allergen information is'),
    ],
  },
  deepClean('SFBB cleaning schedule', {
    fridges: 'Fridges and freezers emptied, cleaned and door seals checked',
    filters: 'Canopy filters degreased',
    drains: 'Walls, floors and drains in food areas scrubbed',
    chemicals: 'Cleaning chemicals stored away from food',
  }),
  pestCheck({ contractor: 'pest contractor', insectTraps: 'Electric fly killers' }),
];

const US_CHECKLISTS: StarterChecklist[] = [
  {
    name: 'Opening Check',
    type: 'daily_opening',
    description: 'Before service: is the kitchen safe to open? (FDA Food Code)',
    frequency: 'daily',
    dueAt: 'opening',
    estimatedMinutes: 10,
    checkItems: [
      critical('Refrigerators and cold-holding units at 41 °F or below'),
      critical('Freezers at 0 °F or below'),
      critical('Hot-holding units heated to keep food at 135 °F or above'),
      check('Probe thermometer clean, working and calibrated'),
      critical('Handwashing sinks have warm water, soap and paper towels, and are used only for handwashing'),
      check('Food-contact surfaces clean and sanitized; sanitizer at the right strength (test strips)'),
      NO_PESTS,
      check('Employees healthy and in clean clothes with hair restraints; illness reported to the person in charge'),
    ],
  },
  {
    name: 'Closing Check',
    type: 'closing',
    description: 'End of service: food stored safely and the kitchen left clean. (FDA Food Code)',
    frequency: 'daily',
    dueAt: 'closing',
    estimatedMinutes: 15,
    checkItems: [
      critical('Food covered, labeled and dated; ready-to-eat food past its 7-day date discarded'),
      critical('Cold food back in refrigeration at 41 °F or below'),
      critical('Cooked food cooling from 135 °F to 70 °F within 2 hours, and to 41 °F within 6 hours in total'),
      check('Food-contact surfaces cleaned and sanitized'),
      check('Wiping cloths laundered or kept in sanitizer solution'),
      check('Trash removed and receptacles covered'),
      check('Ovens, ranges and gas switched off'),
    ],
  },
  {
    name: 'Allergen Check',
    type: 'allergen',
    description: 'Allergen information is right for today’s menu: the 9 major food allergens US law names.',
    frequency: 'daily',
    dueAt: null,
    estimatedMinutes: 5,
    checkItems: [
      ALLERGEN_MENU,
      critical(`Each dish checked for all 9 major food allergens: ${listOf(US_ALLERGENS)}`),
      ALLERGEN_CHANGES,
      check('Menu or notice asks customers to tell staff about food allergies'),
      ALLERGEN_ORDERS,
      check('Person in charge can name the major food allergens and their symptoms'),
    ],
  },
  deepClean('FDA Food Code cleaning frequencies', {
    fridges: 'Refrigerators and freezers emptied, cleaned and door gaskets checked',
    filters: 'Hood filters degreased',
    drains: 'Walls, floors and floor drains in food areas scrubbed',
    chemicals: 'Chemicals labeled and stored below and away from food',
  }),
  pestCheck({ contractor: 'pest control operator', insectTraps: 'Insect light traps' }),
];

/** For every location of the company; weekly on Monday (0 is Sunday), monthly on the 1st. */
const cleaning = (words: { disinfect: string; canopy: string; surfaces: { description: string; tasks: string[] } }): StarterCleaning[] => [
  { name: 'Food-contact surfaces', frequency: 'daily', dayOfWeek: null, dayOfMonth: null, ...words.surfaces },
  {
    name: 'Fridge deep clean',
    description: 'Each fridge in turn, with its food kept cold elsewhere meanwhile.',
    frequency: 'weekly',
    dayOfWeek: 1,
    dayOfMonth: null,
    tasks: ['Move the food to another fridge', 'Wash shelves, walls and door seals', `${words.disinfect}, dry and restock, oldest first`],
  },
  {
    name: words.canopy,
    description: 'Grease build-up is a fire risk and drips onto food.',
    frequency: 'monthly',
    dayOfWeek: null,
    dayOfMonth: 1,
    tasks: ['Remove and degrease the filters', 'Clean the canopy inside and out, and its grease trough', 'Note when a specialist last cleaned the ductwork'],
  },
];

/** The starter set of each region. */
export const STARTER_CONTENT: Record<Region, StarterContent> = {
  uk_eu: {
    checklists: UK_CHECKLISTS,
    cleaning: cleaning({
      disinfect: 'Disinfect',
      canopy: 'Extraction canopy and filters',
      surfaces: {
        description: 'Two-stage clean: clean first, then disinfect for the contact time on the label. (SFBB)',
        tasks: [
          'Wash worktops and chopping boards',
          'Disinfect food-contact surfaces for the contact time',
          'Clean and disinfect probes, slicers and can openers',
          'Wipe hand-contact points: handles, taps and switches',
        ],
      },
    }),
  },
  us: {
    checklists: US_CHECKLISTS,
    cleaning: cleaning({
      disinfect: 'Sanitize',
      canopy: 'Hood and filters',
      surfaces: {
        description: 'Wash, rinse and sanitize; surfaces in constant use at least every 4 hours. (FDA Food Code 4-602.11)',
        tasks: [
          'Wash and rinse worktops and cutting boards',
          'Sanitize food-contact surfaces at the strength on the label',
          'Clean and sanitize thermometers, slicers and can openers',
          'Wipe hand-contact points: handles, faucets and switches',
        ],
      },
    }),
  },
};
