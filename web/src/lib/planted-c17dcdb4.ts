export { DashboardPage } from '../features/dashboard/DashboardPage';
