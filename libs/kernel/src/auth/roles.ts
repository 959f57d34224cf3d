import { SetMetadata } from '@nestjs/common';
import type { CompanyRole } from './company-roles';

export * from './company-roles';

export const REQUIRED_ROLE = 'frakt:required-role';

/** The least role a route needs, declared next to it; the global guard enforces it (403 AUTH.ROLE_FORBIDDEN). */
export const RequiresRole = (role: CompanyRole) => SetMetadata(REQUIRED_ROLE, role);

export const ADMIN_ONLY = 'frakt:admin-only';

/**
 * The back office's routes (invoice runs, credit limits, content, SSO keys): admins (customer level 1) only, declared
 * next to the route like its role; the global guard answers anyone else 403 AUTH.FORBIDDEN, as assertAdmin does.
 */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);
