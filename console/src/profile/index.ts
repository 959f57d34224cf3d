export { CarrierAgreementsPage } from './CarrierAgreementsPage';
export { AuditPage } from './AuditPage';
export { ProfilePage } from './ProfilePage';
export { profileMessages } from './messages';
export { UsersPage } from './UsersPage';
