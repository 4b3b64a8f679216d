import type { EquipmentKind } from '../../modules/settings/equipment-kinds.js';

/** Static facts of the demo world. Times are generated relative to the moment of seeding. */
export const DEMO_PASSWORD = 'demo1234';

export const WEEK_HOURS = {
  Monday: '07:00-22:00',
  Tuesday: '07:00-22:00',
  Wednesday: '07:00-22:00',
  Thursday: '07:00-22:00',
  Friday: '07:00-23:00',
  Saturday: '08:00-23:00',
  Sunday: '09:00-20:00',
};

export const COMPANIES = [
  {
    name: 'Harbour Kitchens Ltd',
    email: 'ops@harbourkitchens.example',
    phone: '+44 20 7946 0101',
    address: '1 Harbour Walk, London E14 5AB',
    locations: [
      { name: 'Main Kitchen', address: '1 Harbour Walk, London E14 5AB', timezone: 'Europe/London' },
      { name: 'Downtown Branch', address: '48 King Street, London EC2V 8EA', timezone: 'Europe/London' },
      // The one site abroad: its "today" starts five (or four) hours after London's.
      { name: 'Airport Café', address: 'Terminal 4, JFK International Airport, Jamaica, NY 11430', timezone: 'America/New_York' },
    ],
  },
  {
    name: 'Riverside Catering Co',
    email: 'hello@riversidecatering.example',
    phone: '+44 161 496 0202',
    address: '12 Quay Street, Manchester M3 3JE',
    locations: [
      { name: 'Riverside Central Kitchen', address: '12 Quay Street, Manchester M3 3JE', timezone: 'Europe/London' },
      { name: 'Quayside Events Hall', address: '3 Salford Quays, Manchester M50 3AZ', timezone: 'Europe/London' },
    ],
  },
] as const;

/** company/location are indexes into COMPANIES; extra lists further locations the user may use. */
export const USERS = [
  { username: 'super', fullName: 'Sam Provider', role: 'super_user', company: null, location: null },
  { username: 'manager', fullName: 'Maria Manager', role: 'customer_admin', company: 0, location: 0 },
  { username: 'branchmgr', fullName: 'Ben Branch', role: 'branch_manager', company: 0, location: 1, extra: [0] },
  { username: 'admin', fullName: 'Ada Admin', role: 'admin', company: 0, location: 0 },
  { username: 'staff', fullName: 'Sophie Staff', role: 'branch_user', company: 0, location: 0 },
  { username: 'cook', fullName: 'Carl Cook', role: 'user', company: 0, location: 0 },
  { username: 'companyadmin', fullName: 'Cora Company', role: 'company_admin', company: 0, location: 0 },
  { username: 'branchadmin', fullName: 'Brian Airport', role: 'branch_admin', company: 0, location: 2 },
  { username: 'rivermgr', fullName: 'Rita River', role: 'customer_admin', company: 1, location: 0 },
  { username: 'riverstaff', fullName: 'Rob River', role: 'branch_user', company: 1, location: 0 },
] as const;

/**
 * Issue 35: Harbour's sites in two areas (indexes into its locations), and the area manager who
 * looks after London. Seeded after everything else, so every earlier row keeps the id and the
 * recorder tests know it by.
 */
export const AREAS = [
  { name: 'London', locations: [0, 1] },
  { name: 'New York', locations: [2] },
] as const;
export const AREA_MANAGER = { username: 'areamgr', fullName: 'Alex Area', role: 'area_manager', location: 1, areas: [0] } as const;
/** Every demo account's username. */
export const DEMO_USERNAMES: string[] = [...USERS.map((user) => user.username), AREA_MANAGER.username];

/** Targets from SPEC section 9 presets, and sensible ones for the other types. */
export const EQUIPMENT: { type: EquipmentKind; name: string; min: number; max: number }[] = [
  { type: 'fridge', name: 'Walk-in Fridge', min: 0, max: 4 },
  { type: 'freezer', name: 'Chest Freezer', min: -20, max: -15 },
  { type: 'hot_hold', name: 'Bain-marie', min: 63, max: 70 },
  { type: 'cooking', name: 'Combi Oven Probe', min: 75, max: 100 },
  { type: 'delivery', name: 'Delivery Van Chiller', min: 0, max: 8 },
  { type: 'reheating', name: 'Reheat Station', min: 75, max: 100 },
  { type: 'cooling', name: 'Blast Chiller', min: 0, max: 8 },
  { type: 'goods_in', name: 'Goods In Probe', min: 0, max: 8 },
  { type: 'storage', name: 'Dry Store Fridge', min: 0, max: 5 },
];

/**
 * Display units (issue 14), at the first two locations of the first company. Seeded after every other
 * row so the ids of the units above stay what the tests know them as.
 */
export const DISPLAY_EQUIPMENT: { type: EquipmentKind; name: string; min: number; max: number }[] = [
  { type: 'hot_display', name: 'Hot Food Counter', min: 63, max: 75 },
  { type: 'cold_display', name: 'Sandwich Chiller', min: 0, max: 5 },
];

export const CHECK_TEMPLATES = [
  {
    name: 'Daily Opening Check',
    type: 'daily_opening',
    frequency: 'daily',
    estimatedMinutes: 10,
    description: 'Confirm the kitchen is safe to open.',
    items: ['Fridge and freezer temperatures recorded', 'Hand-wash stations stocked', 'Surfaces sanitised', 'Pest activity checked'],
    /** A failure here opens a corrective action. */
    critical: ['Fridge and freezer temperatures recorded', 'Pest activity checked'],
  },
  {
    name: 'Front of House Opening',
    type: 'daily_opening',
    frequency: 'daily',
    estimatedMinutes: null,
    description: 'Service areas ready for customers.',
    items: ['Display chillers at temperature', 'Allergen menu available'],
  },
  {
    name: 'Daily Closing Check',
    type: 'daily',
    frequency: 'daily',
    estimatedMinutes: 15,
    description: 'Leave the kitchen clean and food stored safely.',
    items: ['Food covered, labelled and dated', 'Bins emptied', 'Equipment switched off'],
  },
  {
    name: 'Weekly Deep Clean Audit',
    type: 'weekly',
    frequency: 'weekly',
    estimatedMinutes: 30,
    description: 'Check the deep-clean schedule was completed.',
    items: ['Extraction canopy cleaned', 'Behind equipment cleaned', 'Cold rooms cleaned'],
  },
  {
    name: 'Monthly Pest Control Inspection',
    type: 'monthly',
    frequency: 'monthly',
    estimatedMinutes: 20,
    description: 'Inspect for signs of pests and review the contractor report.',
    items: [],
  },
] as const;

export const FORM_SUBMISSIONS = [
  {
    type: 'fitness_to_work',
    formData: { employeeName: 'Carl Cook', date: '2026-11-20', temperature: 36.6, symptoms: 'no', medications: 'no', declaration: true },
  },
  {
    type: 'visitor_log',
    formData: {
      visitorName: 'Dana Inspector',
      company: 'City Council',
      purpose: 'Routine inspection',
      timeIn: '10:00',
      timeOut: '11:30',
      safetyBriefing: true,
      escorted: true,
    },
  },
  {
    type: 'wastage_sheet',
    formData: { date: '2026-11-21', foodItem: 'Cooked rice', quantity: '2 kg', reason: 'Expired', disposalMethod: 'Food waste bin', cost: 3.5 },
  },
] as const;

export const TASKS = ['Wipe down surfaces', 'Sanitise chopping boards', 'Clean hand-wash basins', 'Mop floors', 'Empty and clean bins'];
