import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { paths } from '../lib/paths';
import { ScreenErrorBoundary } from '../ui/ScreenErrorBoundary';
import { CentredSpinner } from '../ui/Spinner';
import { RedirectIfSignedIn, RequireDesktopRole, RequireSession } from './guards';
import { keepPhoneAppOffline } from './service-worker';

/**
 * Each screen is its own chunk, fetched when first opened: the phone app and the sign-in page
 * download only what they show. The service worker keeps the phone app's chunks for offline use once it opens.
 * React.lazy under the router's declarative mode, not its data router: no screen uses loaders or
 * actions, and the data router's code would be ≈ 12 KB more gzipped script before any screen.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  const Screen = lazy(preload);
  return { element: <Screen />, handle: { preload } satisfies ScreenHandle };
}

type ScreenHandle = { preload(): Promise<unknown> };

/** The desktop screens of SPEC 2.1, all inside the app shell. */
const desktopScreens: RouteObject[] = [
  { path: paths.dashboard, ...screen(() => import('../features/dashboard/DashboardPage'), 'DashboardPage') },
  { path: paths.temperature, ...screen(() => import('../features/temperature/TemperaturePage'), 'TemperaturePage') },
  { path: paths.coldStorage, ...screen(() => import('../features/temperature/ColdStoragePage'), 'ColdStoragePage') },
  { path: paths.hotHoldCooking, ...screen(() => import('../features/temperature/HotHoldCookingPage'), 'HotHoldCookingPage') },
  { path: paths.deliveryReheating, ...screen(() => import('../features/temperature/DeliveryReheatingPage'), 'DeliveryReheatingPage') },
  { path: paths.goodsIn, ...screen(() => import('../features/temperature/GoodsInPage'), 'GoodsInPage') },
  { path: paths.storage, ...screen(() => import('../features/temperature/StoragePage'), 'StoragePage') },
  { path: paths.cooking, ...screen(() => import('../features/temperature/CookingPage'), 'CookingPage') },
  { path: paths.cooling, ...screen(() => import('../features/temperature/CoolingPage'), 'CoolingPage') },
  { path: paths.hotHold, ...screen(() => import('../features/temperature/HotHoldPage'), 'HotHoldPage') },
  { path: paths.hotDisplay, ...screen(() => import('../features/temperature/HotDisplayPage'), 'HotDisplayPage') },
  { path: paths.coldDisplay, ...screen(() => import('../features/temperature/ColdDisplayPage'), 'ColdDisplayPage') },
  { path: paths.deliveriesOut, ...screen(() => import('../features/temperature/DeliveriesOutPage'), 'DeliveriesOutPage') },
  { path: paths.equipmentHistory, ...screen(() => import('../features/history/HistoryPage'), 'HistoryPage') },
  { path: paths.compliance, ...screen(() => import('../features/compliance/CompliancePage'), 'CompliancePage') },
  { path: paths.dailyOpening, ...screen(() => import('../features/compliance/DailyOpeningPage'), 'DailyOpeningPage') },
  { path: paths.closingChecks, ...screen(() => import('../features/compliance/ClosingChecksPage'), 'ClosingChecksPage') },
  { path: paths.allergenChecks, ...screen(() => import('../features/compliance/AllergenChecksPage'), 'AllergenChecksPage') },
  { path: paths.monthlyChecks, ...screen(() => import('../features/compliance/MonthlyChecksPage'), 'MonthlyChecksPage') },
  { path: paths.calibration, ...screen(() => import('../features/compliance/CalibrationPage'), 'CalibrationPage') },
  { path: paths.forms, ...screen(() => import('../features/forms/DigitalFormsPage'), 'DigitalFormsPage') },
  { path: paths.digitalForms, ...screen(() => import('../features/forms/DigitalFormsPage'), 'DigitalFormsPage') },
  { path: paths.reports, ...screen(() => import('../features/reports/ReportsPage'), 'ReportsPage') },
  { path: paths.correctiveActions, ...screen(() => import('../features/corrective-actions/CorrectiveActionsPage'), 'CorrectiveActionsPage') },
  { path: paths.users, ...screen(() => import('../features/users/UserManagementPage'), 'UserManagementPage') },
  { path: paths.locations, ...screen(() => import('../features/locations/LocationManagementPage'), 'LocationManagementPage') },
  { path: paths.areas, ...screen(() => import('../features/areas/AreasPage'), 'AreasPage') },
  { path: paths.settings, ...screen(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  { path: paths.haccpPlan, ...screen(() => import('../features/haccp/HaccpPlanPage'), 'HaccpPlanPage') },
  { path: paths.auditLog, ...screen(() => import('../features/audit/AuditLogPage'), 'AuditLogPage') },
  { path: paths.cleaning, ...screen(() => import('../features/cleaning/CleaningSchedulesPage'), 'CleaningSchedulesPage') },
  { path: paths.training, ...screen(() => import('../features/training/TrainingRecordsPage'), 'TrainingRecordsPage') },
  { path: paths.manuals, ...screen(() => import('../features/manuals/FoodSafetyManualsPage'), 'FoodSafetyManualsPage') },
  { path: paths.more, ...screen(() => import('../features/more/MorePage'), 'MorePage') },
  { path: paths.profile, ...screen(() => import('../features/account/ProfilePage'), 'ProfilePage') },
  { path: paths.company, ...screen(() => import('../features/companies/CompanyPage'), 'CompanyPage') },
  { path: paths.help, ...screen(() => import('../features/help/HelpPage'), 'HelpPage') },
  { path: paths.leagueTable, ...screen(() => import('../features/league-table/LeagueTablePage'), 'LeagueTablePage') },
  { path: paths.leagueSite, ...screen(() => import('../features/dashboard/HeadOfficeSitePage'), 'HeadOfficeSitePage') },
];

/** The phone app, which has the service worker keep its files so that it opens offline (SPEC 1). */
function phoneApp() {
  keepPhoneAppOffline();
  return import('../features/mobile/MobileAppPage');
}

/** What the spinner announces while a screen's chunk loads. */
export const SCREEN_LOADING = 'Loading screen';

/** Around every screen: a spinner while its chunk arrives, a message with a way out if it fails. */
function ScreenFrame() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<CentredSpinner label={SCREEN_LOADING} />}>
        <Outlet />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    // While the first screen's chunk arrives: the same centred spinner as a loading session.
    // Later screens load inside a navigation (a transition), so the current screen stays until then.
    element: <ScreenFrame />,
    children: [
      // Sign-in talks REST (lib/session-api): its first load has no GraphQL client.
      { element: <RedirectIfSignedIn />, children: [{ path: paths.auth, ...screen(() => import('../features/auth/AuthPage'), 'AuthPage') }] },
      {
        element: <RequireSession />,
        children: [
          {
            // The signed-in screens query data: the client's chunk loads with the screen's (preloadScreens).
            ...screen(() => import('./data-client'), 'DataClientOutlet'),
            children: [
              { path: paths.mobile, ...screen(phoneApp, 'MobileAppPage') },
              { path: paths.changePassword, ...screen(() => import('../features/account/ChangePasswordPage'), 'ChangePasswordPage') },
              { path: paths.welcome, ...screen(() => import('../features/onboarding/WelcomePage'), 'WelcomePage') },
              {
                element: <RequireDesktopRole />,
                children: [{ ...screen(() => import('../layout/AppShell'), 'AppShell'), children: desktopScreens }],
              },
            ],
          },
        ],
      },
      // An inspector link needs no account: the token is the whole credential, and the page only reads (REST).
      { path: paths.inspection, ...screen(() => import('../features/inspection/InspectionPage'), 'InspectionPage') },
      // Unknown paths need no account: the 404 page only offers a way home.
      { path: '*', ...screen(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

/**
 * Starts fetching the chunks of the screen an address opens (the desktop shell and its screen
 * together) as the app starts, alongside the session query, instead of one after the other once
 * the session is known. A failed fetch is reported when the screen renders (ScreenFrame).
 */
export function preloadScreens(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) (route.handle as ScreenHandle | undefined)?.preload().catch(() => {});
}

/** The screen for the current address (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
