// The door: 50 scanners redeeming tickets at once on an event of 20,000 (POST /api/check-in/events/:id/redeem, as
// an admin: token check, access check, the one redeem statement), on PostgreSQL (PGlite when it is not reachable),
// against the API on a real port. Checks every scan admitted exactly once; reports redeems/s and p50/p99 beside the
// same server's one-query floor (GET /healthz: select 1) measured in the same run, at the same concurrency.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../api/src/app';
import { tickets } from '../api/src/db/schema';
import { openTestDatabase, type DatabaseTarget } from '../api/test/support/databases';
import { freePort, insertEvent } from '../api/test/support/payments';
import { createAdmin, TEST_ADMIN, TEST_ADMIN_SECRET, testConfig } from '../api/test/support/test-app';
import { percentile, runConcurrently } from './concurrency';

const TICKETS = 20_000;
const SCANNERS = 50;
const SCANS = Number(process.env.BENCH_DOOR_SCANS ?? 10_000);

const run = (jobs: number, job: (index: number) => Promise<void>) => runConcurrently(SCANNERS, jobs, job);

const summary = (label: string, jobs: number, result: Awaited<ReturnType<typeof run>>) =>
  `  ${label}: ${(jobs / result.seconds).toFixed(0)} requests/s, p50 ${percentile(result.latencies, 0.5).toFixed(1)} ms, ` +
  `p99 ${percentile(result.latencies, 0.99).toFixed(1)} ms`;

async function doorRush(target: DatabaseTarget): Promise<void> {
  const database = await openTestDatabase(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = buildApp({ db: database, logger: false, config: testConfig({ publicAppUrl: base }) });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const eventId = await insertEvent(database, { capacity: null });
    const secrets = Array.from({ length: TICKETS }, () => randomBytes(32).toString('base64url'));
    for (let start = 0; start < TICKETS; start += 1000)
      await database.db.insert(tickets).values(
        secrets.slice(start, start + 1000).map((qrSecret, offset) => ({
          code: `TKT-B${String(start + offset).padStart(7, '0')}`,
          eventId,
          fullName: `Guest ${start + offset}`,
          email: `guest${start + offset}@bench.example`,
          lpuId: String(30_000_000 + start + offset),
          qrSecret,
        })),
      );
    await createAdmin(database);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...TEST_ADMIN, secret: TEST_ADMIN_SECRET }),
    });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const redeem = (secret: string) =>
      fetch(`${base}/api/check-in/events/${eventId}/redeem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ secret }),
      });
    const floorCall = async () => {
      const response = await fetch(`${base}/healthz`);
      if (response.status !== 200) throw new Error(`floor answered ${response.status}`);
      await response.arrayBuffer();
    };
    // Warm both paths (connections, prepared plans) on tickets the measured run does not scan.
    const warm = secrets.slice(TICKETS - 200);
    await run(warm.length, async (index) => void (await (await redeem(warm[index]!)).arrayBuffer()));
    await run(200, floorCall);

    const floor = await run(SCANS, floorCall);
    // The token check alone (session and account lookups): what every signed-in call pays before its own work.
    const tokenOnly = await run(SCANS, async () => {
      const response = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (response.status !== 200) throw new Error(`auth/me answered ${response.status}`);
      await response.arrayBuffer();
    });
    const results = new Map<string, number>();
    const scans = await run(SCANS, async (index) => {
      const response = await redeem(secrets[index]!);
      const result = response.ok
        ? ((await response.json()) as { data: { result: string } }).data.result
        : `HTTP ${response.status}`;
      results.set(result, (results.get(result) ?? 0) + 1);
    });
    // Every ticket again: each must now be refused.
    const again = await run(Math.min(SCANS, 2000), async (index) => {
      const response = await redeem(secrets[index]!);
      const result = ((await response.json()) as { data: { result: string } }).data.result;
      if (result !== 'already-checked-in') throw new Error(`a second scan answered ${result}`);
    });

    const ratio = SCANS / scans.seconds / (SCANS / floor.seconds);
    console.log(
      `\nThe door on ${target}: ${SCANNERS} scanners, ${SCANS} scans of distinct tickets, event of ${TICKETS} tickets (HTTP)`,
    );
    console.log(`  answers: ${[...results].map(([result, n]) => `${result} x${n}`).join(', ')}`);
    console.log(summary('redeem (token, access check, one statement)', SCANS, scans));
    console.log(summary('second scans (already checked in)', Math.min(SCANS, 2000), again));
    console.log(summary('one-query floor (GET /healthz: select 1)', SCANS, floor));
    console.log(summary('token check alone (GET /api/auth/me)', SCANS, tokenOnly));
    console.log(`  redeem / floor: ${(ratio * 100).toFixed(0)}% (target >= 50%), p99 target <= 50 ms`);
    if (results.get('admitted') !== SCANS) throw new Error('door rush: not every ticket was admitted exactly once');
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchDoorRush(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  try {
    await doorRush('postgres');
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('door rush')) throw error;
    console.log(`PostgreSQL not reachable (${error instanceof Error ? error.message : error}); door rush on PGlite.`);
    await doorRush('pglite');
  }
}

// `npx tsx bench/door-rush.ts` runs this benchmark alone.
if (require.main === module)
  benchDoorRush().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
