import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The current transaction of one service's database, carried by async context so a command
 * handler, the outbox writer and the inbox check all join the same transaction without passing
 * an EntityManager through every signature.
 */
export class TransactionHost {
  private readonly storage = new AsyncLocalStorage<EntityManager>();

  constructor(readonly dataSource: DataSource) {}

  /** The active transaction's manager, or the plain one outside a transaction. */
  get manager(): EntityManager {
    return this.storage.getStore() ?? this.dataSource.manager;
  }

  get inTransaction(): boolean {
    return this.storage.getStore() !== undefined;
  }

  /** Runs `work` in a transaction, joining the caller's one when there is already one. */
  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = this.storage.getStore();
    if (current) return work(current);
    const afterCommit: Array<() => void> = [];
    const result = await this.dataSource.transaction((manager) => {
      (manager as EntityManager & { [AFTER_COMMIT]?: Array<() => void> })[AFTER_COMMIT] = afterCommit;
      return this.storage.run(manager, () => work(manager));
    });
    for (const hook of afterCommit) hook();
    return result;
  }

  /** Registers a callback for after the current transaction commits (immediately when there is none). */
  afterCommit(hook: () => void): void {
    const hooks = (this.storage.getStore() as (EntityManager & { [AFTER_COMMIT]?: Array<() => void> }) | undefined)?.[AFTER_COMMIT];
    if (hooks) hooks.push(hook);
    else hook();
  }
}

const AFTER_COMMIT = Symbol('afterCommit');
