import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthPage } from '../features/auth/AuthPage';
import { CleaningSchedulesPage } from '../features/cleaning/CleaningSchedulesPage';
import { AllergenChecksPage } from '../features/compliance/AllergenChecksPage';
import { CalibrationPage } from '../features/compliance/CalibrationPage';
import { ClosingChecksPage } from '../features/compliance/ClosingChecksPage';
import { CompliancePage } from '../features/compliance/CompliancePage';
import { DailyOpeningPage } from '../features/compliance/DailyOpeningPage';
import { MonthlyChecksPage } from '../features/compliance/MonthlyChecksPage';
import { CorrectiveActionsPage } from '../features/corrective-actions/CorrectiveActionsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DigitalFormsPage } from '../features/forms/DigitalFormsPage';
import { LocationManagementPage } from '../features/locations/LocationManagementPage';
import { FoodSafetyManualsPage } from '../features/manuals/FoodSafetyManualsPage';
import { MobileAppPage } from '../features/mobile/MobileAppPage';
import { MorePage } from '../features/more/MorePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { ColdDisplayPage } from '../features/temperature/ColdDisplayPage';
import { ColdStoragePage } from '../features/temperature/ColdStoragePage';
import { CookingPage } from '../features/temperature/CookingPage';
import { CoolingPage } from '../features/temperature/CoolingPage';
import { DeliveriesOutPage } from '../features/temperature/DeliveriesOutPage';
import { DeliveryReheatingPage } from '../features/temperature/DeliveryReheatingPage';
import { GoodsInPage } from '../features/temperature/GoodsInPage';
import { HotDisplayPage } from '../features/temperature/HotDisplayPage';
import { HotHoldCookingPage } from '../features/temperature/HotHoldCookingPage';
import { HotHoldPage } from '../features/temperature/HotHoldPage';
import { StoragePage } from '../features/temperature/StoragePage';
import { TemperaturePage } from '../features/temperature/TemperaturePage';
import { TrainingRecordsPage } from '../features/training/TrainingRecordsPage';
import { UserManagementPage } from '../features/users/UserManagementPage';
import { AppShell } from '../layout/AppShell';
import { RedirectIfSignedIn, RequireDesktopRole, RequireSession } from './guards';
import { paths } from './paths';

/** The desktop screens of SPEC 2.1, all inside the app shell. */
const desktopScreens: RouteObject[] = [
  { path: paths.dashboard, element: <DashboardPage /> },
  { path: paths.temperature, element: <TemperaturePage /> },
  { path: paths.coldStorage, element: <ColdStoragePage /> },
  { path: paths.hotHoldCooking, element: <HotHoldCookingPage /> },
  { path: paths.deliveryReheating, element: <DeliveryReheatingPage /> },
  { path: paths.goodsIn, element: <GoodsInPage /> },
  { path: paths.storage, element: <StoragePage /> },
  { path: paths.cooking, element: <CookingPage /> },
  { path: paths.cooling, element: <CoolingPage /> },
  { path: paths.hotHold, element: <HotHoldPage /> },
  { path: paths.hotDisplay, element: <HotDisplayPage /> },
  { path: paths.coldDisplay, element: <ColdDisplayPage /> },
  { path: paths.deliveriesOut, element: <DeliveriesOutPage /> },
  { path: paths.compliance, element: <CompliancePage /> },
  { path: paths.dailyOpening, element: <DailyOpeningPage /> },
  { path: paths.closingChecks, element: <ClosingChecksPage /> },
  { path: paths.allergenChecks, element: <AllergenChecksPage /> },
  { path: paths.monthlyChecks, element: <MonthlyChecksPage /> },
  { path: paths.calibration, element: <CalibrationPage /> },
  { path: paths.forms, element: <DigitalFormsPage /> },
  { path: paths.digitalForms, element: <DigitalFormsPage /> },
  { path: paths.reports, element: <ReportsPage /> },
  { path: paths.correctiveActions, element: <CorrectiveActionsPage /> },
  { path: paths.users, element: <UserManagementPage /> },
  { path: paths.locations, element: <LocationManagementPage /> },
  { path: paths.settings, element: <SettingsPage /> },
  { path: paths.cleaning, element: <CleaningSchedulesPage /> },
  { path: paths.training, element: <TrainingRecordsPage /> },
  { path: paths.manuals, element: <FoodSafetyManualsPage /> },
  { path: paths.more, element: <MorePage /> },
];

export const routes: RouteObject[] = [
  { element: <RedirectIfSignedIn />, children: [{ path: paths.auth, element: <AuthPage /> }] },
  {
    element: <RequireSession />,
    children: [
      { path: paths.mobile, element: <MobileAppPage /> },
      {
        element: <RequireDesktopRole />,
        children: [{ element: <AppShell />, children: desktopScreens }],
      },
    ],
  },
  // Unknown paths need no account: the 404 page only offers a way home.
  { path: '*', element: <NotFoundPage /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
