import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';

/**
 * A statement of a hot path, prepared once per pooled connection: PostgreSQL parses and plans it the
 * first time a connection runs it and only binds and executes it afterwards. The name comes from the
 * text, so two statements can never share a name with different texts.
 */
export interface PreparedSql {
  readonly name: string;
  readonly text: string;
}

// Statements built at run time (a CTE list) come back with the same text on every call: name them once.
const known = new Map<string, PreparedSql>();
const KNOWN_LIMIT = 1000;

export function preparedSql(text: string): PreparedSql {
  let sql = known.get(text);
  if (!sql) {
    sql = { name: `frakt_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(text, sql);
  }
  return sql;
}

interface PgQueryable {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `sql` on the manager's transaction when it has one, else straight on the pool (a statement on
 * its own commits by itself). The pool path skips TypeORM's per-query runner, which on a hot path costs
 * more than the statement's own driver work.
 */
export async function runPrepared<R>(on: EntityManager | DataSource, sql: PreparedSql, params: readonly unknown[]): Promise<R[]> {
  const manager = on instanceof DataSource ? on.manager : on;
  let target: PgQueryable;
  if (inTransaction(manager)) {
    target = (await manager.queryRunner!.connect()) as PgQueryable;
  } else {
    target = (manager.connection.driver as unknown as { master: PgQueryable }).master;
  }
  const result = await target.query({ name: sql.name, text: sql.text, values: params as unknown[] });
  return result.rows as R[];
}

/** Whether the manager runs in a transaction of its own (a read there must see that transaction's changes). */
export function inTransaction(manager: EntityManager): boolean {
  const runner = manager.queryRunner;
  return !!runner && !runner.isReleased && runner.isTransactionActive;
}
