export { DashboardPage } from './DashboardPage';
export { dashboardMessages } from './messages';
