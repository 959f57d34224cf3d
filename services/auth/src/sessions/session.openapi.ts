import { COMPANY_ROLES } from '@freight/kernel';
import { bool, int, namedSchema, objectOf, str } from '@freight/runtime';
import type { SessionResponse } from './domain/session';

/** What sign-in, SSO, demo and refresh answer (SessionResponse). */
export const SESSION_SCHEMA = namedSchema(
  'Session',
  objectOf<SessionResponse>({
    id: { ...int, description: 'The customer id, for GET /customer/{id}' },
    userId: int,
    customerId: int,
    accessToken: str,
    refreshToken: str,
    tokenType: { type: 'string', enum: ['Bearer'] },
    expiresIn: { ...int, description: 'Seconds the access token lives' },
    demo: bool,
    testUser: bool,
    role: { type: 'string', enum: [...COMPANY_ROLES], description: "The user's role in their company" },
  }),
);
