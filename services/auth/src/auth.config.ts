import { defineConfigSection } from '@freight/kernel';

/** Sign-in's own settings. */
export interface AuthConfig {
  /** TEST_USER_ID: the one user whose sessions outlive the demo limits, for automated tests against a deployment. */
  testUserId: number | undefined;
  /** Where the portal is reached (PUBLIC_URL), for the link in an invite mail; never a request's Host header. */
  publicUrl: string;
}

export const authConfig = defineConfigSection<AuthConfig>('auth', (reader) => ({
  testUserId: reader.read('TEST_USER_ID') === undefined ? undefined : reader.int('TEST_USER_ID', 0, 1),
  publicUrl: (reader.url('PUBLIC_URL') ?? `http://localhost:${reader.read('PORT') ?? 3000}`).replace(/\/+$/, ''),
}));

/** `@Inject(AUTH_CONFIG) config: AuthConfig` */
export const AUTH_CONFIG = authConfig.token;
