export { AuditPage } from './AuditPage';
export { ProfilePage } from './ProfilePage';
export { profileMessages } from './messages';
