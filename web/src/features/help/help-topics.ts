import { type AppPath, paths } from '../../lib/paths';

export type HelpTopic = { title: string; text: string; link?: { to: AppPath; label: string } };

/** The product's own guides: what each routine is for and where it is done. */
export const HELP_TOPICS: HelpTopic[] = [
  {
    title: 'Recording temperatures',
    text: 'Probe each unit at the times your routine sets and record the actual value, not a tick. With temperature alerts on, a reading outside the target range opens a corrective action (a sensor’s reading once the unit’s alert delay has passed and it is still out of range), and so does a sensor that sends nothing for twice its reading interval.',
    link: { to: paths.temperature, label: 'Temperature Monitoring' },
  },
  {
    title: 'Working a compliance check',
    text: 'Open a due check with Start Check, answer every item pass, fail or not applicable, and add a note where it helps. Save Progress keeps your answers; Complete Check seals the check once every item is answered. A failed critical item opens a corrective action.',
    link: { to: paths.compliance, label: 'Compliance Checks' },
  },
  {
    title: 'When something goes wrong',
    text: 'Each corrective action says what happened and by when it must be resolved. Start it, put it right, then Mark Complete with what you did: inspectors ask what was done about every excursion.',
    link: { to: paths.correctiveActions, label: 'Corrective Actions' },
  },
  {
    title: 'Probe calibration',
    text: 'Check each probe monthly in iced water (it should read −1 °C to +1 °C) and in boiling water (99 °C to 101 °C at sea level). A probe outside that range opens a corrective action: take it out of use until it reads true.',
    link: { to: paths.calibration, label: 'Calibration' },
  },
  {
    title: 'Allergens',
    text: 'Keep the allergen matrix current: every menu item against the allergens the law names. Staff use it to answer customers, so print the current version for front-of-house after each change.',
    link: { to: paths.allergenChecks, label: 'Allergen' },
  },
  {
    title: 'Records an inspector accepts',
    text: 'Records here are never overwritten: a correction is a new entry beside the old one, with who, when and why. Cleaning, training and manuals keep the rest of the evidence an inspection asks for.',
    link: { to: paths.manuals, label: 'Food Safety Manuals' },
  },
];

/** The UK limits (Food Safety (Temperature Control) Regulations 1995, FSA) the presets follow. */
export const TEMPERATURE_LIMITS: [control: string, limit: string][] = [
  ['Cold holding (fridges, cold display)', '8 °C or below; 5 °C or below recommended'],
  ['Frozen storage', '−18 °C or below'],
  ['Hot holding', '63 °C or above'],
  ['Cooking (core)', '75 °C, or 70 °C held for 2 minutes'],
  ['Reheating for hot holding', '75 °C (82 °C in Scotland)'],
  ['Cooling cooked food', 'Below 8 °C within 90 minutes'],
  ['Goods in (chilled deliveries)', 'Reject above 8 °C'],
];
