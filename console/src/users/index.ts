export { UsersPage } from './UsersPage';
export { usersResource } from './resource';
export { usersMessages } from './messages';
export type { CompanyUser } from './dataProvider';
