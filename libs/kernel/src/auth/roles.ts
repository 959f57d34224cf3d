import { SetMetadata } from '@nestjs/common';
import type { CompanyRole } from './company-roles';

export * from './company-roles';

export const REQUIRED_ROLE = 'frakt:required-role';

/** The least role a route needs, declared next to it; the global guard enforces it (403 AUTH.ROLE_FORBIDDEN). */
export const RequiresRole = (role: CompanyRole) => SetMetadata(REQUIRED_ROLE, role);
