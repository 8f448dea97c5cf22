import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { members } from '../src/db/schema';
import { serializeError } from '../src/logger';
import { databaseTargets, openTestDatabase } from './support/databases';
import { testConfig } from './support/test-app';
import { capturedLog } from './support/log-capture';

const SECRET = 'argon2-hash-that-must-never-be-logged';

describe.each(databaseTargets())('logging a failed query [%s]', (target) => {
  it('keeps the SQL and the database error, never the parameters', async () => {
    const database = await openTestDatabase(target);
    try {
      const failure = await database.db.execute(sql`select ${SECRET}::int`).catch((error: Error) => error);

      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toContain(SECRET); // what drizzle puts in the message
      const logged = JSON.stringify(serializeError(failure as Error));
      expect(logged).not.toContain(SECRET);
      expect(logged).toContain('Failed query: select $1::int');
      // The cause: PostgreSQL's 'invalid input syntax for type integer: "<the value>"', by its SQLSTATE only.
      expect(JSON.parse(logged).cause).toMatchObject({ code: '22P02', message: expect.stringContaining('22P02') });
    } finally {
      await database.close();
    }
  });

  it('answers a generic 500 and writes no bind parameter or row value to the log', async () => {
    const { stream, lines } = capturedLog();
    const database = await openTestDatabase(target);
    const app = buildApp({ db: database, config: testConfig(), logger: { level: 'info', stream } });
    // A write that fails in the database with a password hash among its parameters (NUL never reaches it now).
    app.get('/api/test/failing-insert', async () =>
      database.db.insert(members).values({
        fullname: 'Nobody\u0000x',
        lpuId: '50000001',
        email: 'nobody-50000001@test.example',
        passwordHash: SECRET,
        department: 'Design',
      }),
    );
    try {
      const response = await app.inject({ url: '/api/test/failing-insert' });

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
      });
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('insert into \\"members\\"');
      expect(log).not.toContain(SECRET);
      expect(log).not.toContain('nobody-50000001');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
