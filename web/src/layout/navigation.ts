import type { ComponentType } from 'react';
import { type AppPath, paths } from '../lib/paths';
import {
  AlertIcon,
  AwardIcon,
  ChecklistIcon,
  CleaningIcon,
  DashboardIcon,
  FormIcon,
  type IconProps,
  LocationIcon,
  ManualIcon,
  MoreIcon,
  ReportIcon,
  SettingsIcon,
  ShieldIcon,
  ThermometerIcon,
  TrainingIcon,
  UsersIcon,
} from '../ui/icons';

export type NavEntry = {
  label: string;
  to: AppPath;
  icon?: ComponentType<IconProps>;
  /** A live count shown beside the entry: SPEC 9's actions badge, now the open corrective actions the API counts. */
  liveCount?: 'openCorrectiveActions';
};
export type NavGroup = { label: string; icon: ComponentType<IconProps>; entries: NavEntry[] };

/** SPEC 2.2 desktop sidebar, in order. */
export const sidebarNavigation: (NavEntry | NavGroup)[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: DashboardIcon },
  {
    label: 'Temperature Monitoring',
    icon: ThermometerIcon,
    entries: [
      { label: 'Goods In', to: paths.goodsIn },
      { label: 'Storage Fridge/Freezer', to: paths.storage },
      { label: 'Cooking/Reheating', to: paths.cooking },
      { label: 'Cooling', to: paths.cooling },
      { label: 'Hot Hold', to: paths.hotHold },
      { label: 'Hot Display', to: paths.hotDisplay },
      { label: 'Cold Display', to: paths.coldDisplay },
      { label: 'Deliveries Out', to: paths.deliveriesOut },
    ],
  },
  {
    label: 'Compliance Checks',
    icon: ChecklistIcon,
    entries: [
      { label: 'Daily Opening', to: paths.dailyOpening },
      { label: 'Closing', to: paths.closingChecks },
      { label: 'Allergen', to: paths.allergenChecks },
      { label: 'Monthly', to: paths.monthlyChecks },
      { label: 'Calibration', to: paths.calibration },
    ],
  },
  { label: 'Digital Forms', to: paths.forms, icon: FormIcon },
  { label: 'Cleaning Schedules', to: paths.cleaning, icon: CleaningIcon },
  { label: 'Training Records', to: paths.training, icon: TrainingIcon },
  { label: 'Food Safety Manuals', to: paths.manuals, icon: ManualIcon },
  { label: 'Reports & Analytics', to: paths.reports, icon: ReportIcon },
  { label: 'Corrective Actions', to: paths.correctiveActions, icon: AlertIcon, liveCount: 'openCorrectiveActions' },
];

/** SPEC 2.2 Administration section; shown when the server grants the administration capability. */
export const administrationNavigation: NavEntry[] = [
  { label: 'User Management', to: paths.users, icon: UsersIcon },
  { label: 'Location Management', to: paths.locations, icon: LocationIcon },
  { label: 'Settings & Presets', to: paths.settings, icon: SettingsIcon },
];

/** The company's audit trail (issue 15), for those the server lets read it: company-wide administrators. */
export const auditLogNavigation: NavEntry = { label: 'Audit Log', to: paths.auditLog, icon: ShieldIcon };

/** Issue 35: the league table of sites, for those the server lets read it (company-wide administrators and area managers). */
export const leagueTableNavigation: NavEntry = { label: 'League Table', to: paths.leagueTable, icon: AwardIcon };

/** Issue 35: the company's areas, for those the server lets manage them: company-wide administrators. */
export const areasNavigation: NavEntry = { label: 'Areas', to: paths.areas, icon: LocationIcon };

/** The HACCP plan (issue 36), for those who write and sign it: the administrators. */
export const haccpPlanNavigation: NavEntry = { label: 'HACCP Plan', to: paths.haccpPlan, icon: ChecklistIcon };

/** The Administration entries one person sees, from the capabilities the server granted them. */
export function administrationEntriesFor(capabilities: {
  administration: boolean;
  readAuditTrail: boolean;
  readSiteLeague?: boolean;
  manageAreas?: boolean;
  manageHaccpPlans?: boolean;
}): NavEntry[] {
  const administration = capabilities.administration ? administrationNavigation : [];
  // Areas sits beside Location Management.
  const withAreas = capabilities.manageAreas ? [...administration.slice(0, 2), areasNavigation, ...administration.slice(2)] : administration;
  return [
    ...(capabilities.readSiteLeague ? [leagueTableNavigation] : []),
    ...withAreas,
    ...(capabilities.manageHaccpPlans ? [haccpPlanNavigation] : []),
    ...(capabilities.readAuditTrail ? [auditLogNavigation] : []),
  ];
}

/** SPEC 2.2 mobile bottom bar, five entries. */
export const bottomBarNavigation: NavEntry[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: DashboardIcon },
  { label: 'Temp', to: paths.temperature, icon: ThermometerIcon },
  { label: 'Checks', to: paths.compliance, icon: ChecklistIcon },
  { label: 'Reports', to: paths.reports, icon: ReportIcon },
  { label: 'More', to: paths.more, icon: MoreIcon },
];

export function isNavGroup(item: NavEntry | NavGroup): item is NavGroup {
  return 'entries' in item;
}
