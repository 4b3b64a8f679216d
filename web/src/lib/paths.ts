/** The search parameter that opens the Export Report dialog on Reports & Analytics (the dashboard's Generate Report links with it). */
export const EXPORT_PARAM = 'export';

/** Every route of SPEC 2.1, named once so links and the router cannot drift apart. */
export const paths = {
  auth: '/auth',
  dashboard: '/',
  temperature: '/temperature',
  coldStorage: '/temperature/cold',
  hotHoldCooking: '/temperature/hot',
  deliveryReheating: '/temperature/delivery',
  goodsIn: '/temperature/goods-in',
  storage: '/temperature/storage',
  cooking: '/temperature/cooking',
  cooling: '/temperature/cooling',
  hotHold: '/temperature/hot-hold',
  hotDisplay: '/temperature/hot-display',
  coldDisplay: '/temperature/cold-display',
  deliveriesOut: '/temperature/deliveries',
  equipmentHistory: '/temperature/equipment/:equipmentId/history',
  compliance: '/compliance',
  dailyOpening: '/compliance/daily-opening',
  closingChecks: '/compliance/closing',
  allergenChecks: '/compliance/allergen',
  monthlyChecks: '/compliance/monthly',
  calibration: '/compliance/calibration',
  forms: '/forms',
  digitalForms: '/digital-forms',
  reports: '/reports',
  correctiveActions: '/actions',
  users: '/admin/users',
  locations: '/admin/locations',
  /** Issue 35: the company's areas (company → area → site). */
  areas: '/admin/areas',
  settings: '/admin/settings',
  auditLog: '/admin/audit-log',
  inspection: '/inspect/:token',
  cleaning: '/cleaning',
  training: '/training',
  manuals: '/manuals',
  mobile: '/mobile',
  more: '/more',
  welcome: '/welcome',
  changePassword: '/change-password',
  profile: '/profile',
  company: '/admin/companies/:companyId',
  help: '/help',
  /** Issue 35: the league table of sites, and one site's dashboard opened from it (the head-office view). */
  leagueTable: '/league-table',
  leagueSite: '/league-table/site/:locationId',
  haccpPlan: '/haccp-plan',
} as const;

/** The inspector's read-only page for one inspector link (no account). */
export const inspectionPath = (token: string) => paths.inspection.replace(':token', encodeURIComponent(token));

/** The company page (View Details) of one customer company. */
export const companyPath = (companyId: number) => paths.company.replace(':companyId', String(companyId));

/** The temperature history of one unit (View History). */
export const equipmentHistoryPath = (equipmentId: number) => paths.equipmentHistory.replace(':equipmentId', String(equipmentId));

export type AppPath = (typeof paths)[keyof typeof paths];

/** Corrective Actions with the New Action dialog open (the dashboard's Report Issue). */
export const NEW_ACTION_PARAM = 'new';
export const reportIssuePath = `${paths.correctiveActions}?${NEW_ACTION_PARAM}=1`;

/** Corrective Actions with one action's details open (a notification's link). */
export const ACTION_PARAM = 'action';
export const correctiveActionPath = (actionId: number) => `${paths.correctiveActions}?${ACTION_PARAM}=${actionId}`;

/** A site's dashboard as its manager sees it, opened from the league table. */
export const leagueSitePath = (locationId: number) => paths.leagueSite.replace(':locationId', String(locationId));

/** The search parameter that narrows a screen to one site (the league table's links): /compliance?location=2, /actions?location=2. */
export const LOCATION_PARAM = 'location';
export const atLocationPath = (path: AppPath, locationId: number) => `${path}?${LOCATION_PARAM}=${locationId}`;
