import { CompanyUsers } from './application/company-users';
import { ChangeUserRoleHttpController } from './commands/change-user-role/change-user-role.http.controller';
import { DeactivateUserHttpController } from './commands/deactivate-user/deactivate-user.http.controller';
import { InviteUserHandler } from './commands/invite-user/invite-user.handler';
import { InviteUserHttpController } from './commands/invite-user/invite-user.http.controller';
import { AddCompanyRolesAndInvites1780300000100 } from './database/users.migrations';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { ListUsersHttpController } from './queries/list-users/list-users.http.controller';

/** A company's colleagues and their roles (issue 32 item 2), for the auth module's wiring. */
export const usersMigrations = [AddCompanyRolesAndInvites1780300000100];
export const usersControllers = [
  ListUsersHttpController,
  InviteUserHttpController,
  ChangeUserRoleHttpController,
  DeactivateUserHttpController,
];
export const usersProviders = [CompanyUsers, InviteUserHandler, ListUsersHandler];
