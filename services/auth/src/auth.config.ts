import { defineConfigSection } from '@freight/kernel';

/** Sign-in's own settings. */
export interface AuthConfig {
  /** TEST_USER_ID: the one user whose sessions outlive the demo limits, for automated tests against a deployment. */
  testUserId: number | undefined;
}

export const authConfig = defineConfigSection<AuthConfig>('auth', (reader) => ({
  testUserId: reader.read('TEST_USER_ID') === undefined ? undefined : reader.int('TEST_USER_ID', 0, 1),
}));

/** `@Inject(AUTH_CONFIG) config: AuthConfig` */
export const AUTH_CONFIG = authConfig.token;
