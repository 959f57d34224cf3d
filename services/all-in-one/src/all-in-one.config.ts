import { defineConfigSection } from '@freight/kernel';

/** `npm start`'s own settings. */
export interface AllInOneConfig {
  /** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is unset (EMBEDDED_PG_PORT). */
  embeddedPostgresPort: number;
}

export const allInOneConfig = defineConfigSection<AllInOneConfig>('all-in-one', (reader) => ({
  embeddedPostgresPort: reader.int('EMBEDDED_PG_PORT', 54329, 1, 65535),
}));
