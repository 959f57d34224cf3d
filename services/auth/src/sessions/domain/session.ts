import type { CompanyRole } from '@freight/kernel/domain';

/** What sign-in, SSO, demo and refresh answer: the spec's User/session plus what a client needs to keep it. */
export interface SessionResponse {
  /** The customer id, which the client passes to GET /customer/{id}. */
  id: number;
  userId: number;
  customerId: number;
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  demo: boolean;
  testUser: boolean;
  /** The user's role in their company (viewer, booker, administrator), so the console offers what the server allows. */
  role: CompanyRole;
}
