// API throughput of an authenticated read (GET /api/auth/me: token check + session and account lookups) on the
// embedded PGlite versus PostgreSQL, measured in one run, in-process (Fastify inject), same concurrency.
import { buildApp } from '../api/src/app';
import { seedDemoData } from '../api/src/demo/seed';
import { openTestDatabase, type DatabaseTarget } from '../api/test/support/databases';
import { testConfig } from '../api/test/support/test-app';

const DURATION_MS = Number(process.env.BENCH_API_MS ?? 3000);
const CONCURRENCY = 16;

async function requestsPerSecond(target: DatabaseTarget): Promise<number> {
  const database = await openTestDatabase(target);
  const app = buildApp({ db: database, config: testConfig(), logger: false });
  try {
    await seedDemoData(database, testConfig());
    const login = await app.inject({
      method: 'POST',
      url: '/api/members/login',
      payload: { LpuId: '12345678', password: 'member-demo-123' },
    });
    const { accessToken } = login.json<{ data: { accessToken: string } }>().data;
    const me = () =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
    for (let warm = 0; warm < 200; warm += 1) await me();

    let completed = 0;
    const deadline = Date.now() + DURATION_MS;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < deadline) {
          const response = await me();
          if (response.statusCode !== 200) throw new Error(`GET /api/auth/me answered ${response.statusCode}`);
          completed += 1;
        }
      }),
    );
    return completed / ((Date.now() - started) / 1000);
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchApiThroughput(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  const pglite = await requestsPerSecond('pglite');
  let postgres: number | null = null;
  try {
    postgres = await requestsPerSecond('postgres');
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at DATABASE_URL (${error instanceof Error ? error.message : error}); PGlite only.`,
    );
  }
  console.log(`\nGET /api/auth/me, ${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s each, in-process`);
  console.log(`PGlite (embedded)  ${pglite.toFixed(0)} requests/s`);
  if (postgres !== null) {
    console.log(`PostgreSQL         ${postgres.toFixed(0)} requests/s`);
    console.log(`ratio PostgreSQL / PGlite: ${(postgres / pglite).toFixed(2)}x`);
  }
}
