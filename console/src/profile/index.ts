export { ProfilePage } from './ProfilePage';
export { profileMessages } from './messages';
