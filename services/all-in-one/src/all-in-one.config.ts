import { defineConfigSection } from '@freight/kernel';

/** `npm start`'s own settings. */
export interface AllInOneConfig {
  /** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is unset (EMBEDDED_PG_PORT). */
  embeddedPostgresPort: number;
  /**
   * Run as root, where the `postgres` account gets what it cannot reach in a private folder: a copy of the binaries
   * and the cluster, linked from DATA_DIR/pg (EMBEDDED_PG_SYSTEM_DIR).
   */
  embeddedPostgresSystemDir: string;
}

export const allInOneConfig = defineConfigSection<AllInOneConfig>('all-in-one', (reader) => ({
  embeddedPostgresPort: reader.int('EMBEDDED_PG_PORT', 54329, 1, 65535),
  embeddedPostgresSystemDir: reader.read('EMBEDDED_PG_SYSTEM_DIR') ?? '/var/lib/frakt',
}));
