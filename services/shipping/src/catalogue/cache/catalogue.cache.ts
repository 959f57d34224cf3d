import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { HealthRegistry } from '@freight/kernel';
import { DataSource } from 'typeorm';
import type { FreightServiceDef, Localized, ServiceOptionDef, Tariff } from '../../shared/freight/freight.types';
import { CatalogueSnapshot } from './catalogue.snapshot';

/** How often each process asks whether the catalogue changed: one primary-key read. */
export const CATALOGUE_POLL_MS = 5_000;

/**
 * The whole catalogue in memory. Loaded once at start (after the migrations: the database module
 * initialises first), then refreshed when `catalogue_version` moves, which the catalogue tables'
 * triggers do on any write. Polling rather than LISTEN/NOTIFY: one cheap read every few seconds needs
 * no dedicated connection, survives reconnects and poolers without extra code, and a price list change
 * taking up to five seconds to reach every process is fine for tariffs. Filtering and pricing read
 * `snapshot` and never touch the database.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueCache.name);
  private current: CatalogueSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private refreshing: Promise<boolean> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly health: HealthRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    this.current = await this.load();
    const counts = this.current.counts;
    this.logger.log(
      `catalogue version ${this.current.version}: ${counts.services} products (${counts.active} active), ${counts.options} options, ${counts.tariffs} tariffs, ${counts.terms} terms`,
    );
    this.health.register('catalogue', async () => {
      if (!this.current) throw new Error('catalogue not loaded');
    });
    this.timer = setInterval(
      () =>
        void this.refresh().catch((error: unknown) =>
          this.logger.warn(`catalogue refresh failed, keeping version ${this.current?.version}: ${String(error)}`),
        ),
      CATALOGUE_POLL_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  get snapshot(): CatalogueSnapshot {
    if (!this.current) throw new Error('CatalogueCache used before the module initialised');
    return this.current;
  }

  /** Reloads when the stored version differs from the one in memory; true when it did. */
  refresh(): Promise<boolean> {
    return (this.refreshing ??= (async () => {
      try {
        const rows: { version: string }[] = await this.dataSource.query('SELECT version::text AS version FROM catalogue_version');
        if (rows[0]?.version === this.current?.version) return false;
        const next = await this.load();
        this.logger.log(`catalogue changed: version ${this.current?.version} → ${next.version}`);
        this.current = next;
        return true;
      } finally {
        this.refreshing = undefined;
      }
    })());
  }

  /** Everything in one repeatable-read transaction, so the version and the rows belong together. */
  private load(): Promise<CatalogueSnapshot> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [version] = (await manager.query('SELECT version::text AS version FROM catalogue_version')) as { version: string }[];
      const services = (await manager.query('SELECT active, definition FROM freight_services ORDER BY position, template_name')) as {
        active: boolean;
        definition: FreightServiceDef;
      }[];
      const options = (await manager.query('SELECT id, definition FROM service_options ORDER BY id')) as {
        id: number;
        definition: ServiceOptionDef;
      }[];
      const tariffs = (await manager.query('SELECT id, price_list, definition FROM tariffs ORDER BY id')) as {
        id: string;
        price_list: number;
        definition: Tariff;
      }[];
      const terms = (await manager.query('SELECT id, text FROM terms ORDER BY id')) as { id: number; text: Localized }[];
      if (!version) throw new Error('catalogue_version has no row: the catalogue migrations have not run');
      // The columns an operator may change by hand win over the copies inside the definitions.
      return new CatalogueSnapshot(version.version, {
        services: services.map((r) => ({ ...r.definition, active: r.active })),
        options: options.map((r) => ({ ...r.definition, id: r.id })),
        tariffs: tariffs.map((r) => ({ ...r.definition, id: r.id, priceList: r.price_list })),
        terms: terms.map((r) => ({ id: r.id, text: r.text })),
      });
    });
  }
}
