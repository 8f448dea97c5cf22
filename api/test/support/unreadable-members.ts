import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { OpenDatabase } from '../../src/db/client';

/**
 * Makes the `members` table unreadable until the answered function is called, to show what does not read it. On
 * PostgreSQL another connection holds an ACCESS EXCLUSIVE lock on it (a lookup waits until its statement time-out,
 * then fails); on PGlite (one connection) the table is renamed away.
 */
export async function makeMembersUnreadable(database: OpenDatabase): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql`alter table members rename to members_away`);
    return async () => {
      await database.db.execute(sql`alter table members_away rename to members`);
    };
  }
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const holder = new Client({ connectionString: url.toString() });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table members in access exclusive mode');
  return async () => {
    await holder.query('rollback');
    await holder.end();
  };
}
