import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openPostgres } from '../../src/db/client';

const serverUrl = process.env.DATABASE_URL;

/** Three API instances started together on a database no migration has touched (a new deployment, the drill). */
(serverUrl ? describe : describe.skip)('instances starting together on an empty PostgreSQL database', () => {
  const name = `guildhall_migrate_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl ?? 'postgres://unused');
  url.pathname = `/${name}`;
  const admin = new Client({ connectionString: serverUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('all start, the migrations applied once, one instance after the other', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => openPostgres(url.toString())));
    try {
      const { rows } = (await instances[0]!.db.execute(
        sql`select count(*)::int as applied, count(distinct hash)::int as distinct_migrations
            from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number; distinct_migrations: number }[] };
      expect(rows[0]!.applied).toBeGreaterThan(10);
      expect(rows[0]!.applied).toBe(rows[0]!.distinct_migrations);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
