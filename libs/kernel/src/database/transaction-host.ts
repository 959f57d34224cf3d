import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';

/** The open transaction of each database in the current async context (the embedded process has one per service). */
type OpenTransactions = ReadonlyMap<DataSource, EntityManager>;

// One async context for every TransactionHost of the process: Node copies each AsyncLocalStorage's store
// onto every promise created, so a storage per service (seven embedded) taxed every promise of every request.
const transactions = new AsyncLocalStorage<OpenTransactions>();

/**
 * The current transaction of one service's database, carried by async context so a command
 * handler, the outbox writer and the inbox check all join the same transaction without passing
 * an EntityManager through every signature.
 */
export class TransactionHost {
  constructor(readonly dataSource: DataSource) {}

  private get open(): EntityManager | undefined {
    return transactions.getStore()?.get(this.dataSource);
  }

  /** The active transaction's manager, or the plain one outside a transaction. */
  get manager(): EntityManager {
    return this.open ?? this.dataSource.manager;
  }

  get inTransaction(): boolean {
    return this.open !== undefined;
  }

  /** Runs `work` in a transaction, joining the caller's one when there is already one. */
  async run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const current = this.open;
    if (current) return work(current);
    const afterCommit: Array<() => void> = [];
    const result = await this.dataSource.transaction((manager) => {
      (manager as EntityManager & { [AFTER_COMMIT]?: Array<() => void> })[AFTER_COMMIT] = afterCommit;
      const open = new Map(transactions.getStore() ?? []);
      open.set(this.dataSource, manager);
      return transactions.run(open, () => work(manager));
    });
    for (const hook of afterCommit) hook();
    return result;
  }

  /** Registers a callback for after the current transaction commits (immediately when there is none). */
  afterCommit(hook: () => void): void {
    const hooks = (this.open as (EntityManager & { [AFTER_COMMIT]?: Array<() => void> }) | undefined)?.[AFTER_COMMIT];
    if (hooks) hooks.push(hook);
    else hook();
  }
}

const AFTER_COMMIT = Symbol('afterCommit');
