import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The database or a transaction of it: whatever runs the statement. */
export type Executor = Pick<Db, '_'>;

/**
 * A hand-written statement (a `sql` template whose values are `sql.placeholder(...)`s) built into SQL text once,
 * and run as a named prepared statement: PostgreSQL parses and plans it once per connection instead of on every
 * call, and no query builder runs per call. For statements on a hot path (the door's redeem); drizzle's own
 * `.prepare()` serves the query builder's selects.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  const bySession = new WeakMap<object, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const { session } = executor._;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(query, undefined, name, false);
      bySession.set(session, prepared);
    }
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}
