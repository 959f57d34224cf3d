export { AppLayout } from './AppLayout';
export { ComingSoonPage } from './ComingSoonPage';
export { LanguageSelect } from './LanguageSelect';
export { profileMenu, profileMenuFor } from './profileMenu';
export { PageHeading } from './PageHeading';
