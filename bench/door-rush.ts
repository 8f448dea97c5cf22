// The door on an event of 20,000 tickets (POST /api/check-in/events/:id/redeem, as an admin: the token's signature,
// then the one redeem statement with its session and access checks), on PostgreSQL (PGlite when it is not
// reachable), against the API on a real port. Two measurements, each beside the same server's one-query floor
// (GET /healthz: select 1) and its token check alone (GET /api/auth/me), measured in the same run the same way:
// - closed loop: 50 scanners firing back to back (each sends its next scan when the last answered): throughput.
//   With every scanner always waiting, latency is only queueing (Little's law: p50 ~ 50 / throughput).
// - paced (open loop): 50 scanners each scanning about once a second (jittered), 50 scans/s offered whatever the
//   answers do: the latency a door sees at a real rate.
// Checks every scan admitted exactly once and every second scan refused.
import os from 'node:os';
import { percentile, runConcurrently, runPaced } from './concurrency';
import { openTicketedEvent, type TicketedEvent } from './ticketed-event';
import type { DatabaseTarget } from '../api/test/support/databases';

const TICKETS = 20_000;
const SCANNERS = 50;
const SCANS = Number(process.env.BENCH_DOOR_SCANS ?? 10_000);
const PACED_INTERVAL_MS = 1000;
const PACED_SECONDS = Number(process.env.BENCH_DOOR_PACED_SECONDS ?? 20);
const WARM = 200;

/** Closed loop; also the CPU this process (the server and its load generator) spent per request. */
async function run(jobs: number, job: (index: number) => Promise<void>) {
  const cpu = process.cpuUsage();
  const result = await runConcurrently(SCANNERS, jobs, job);
  const spent = process.cpuUsage(cpu);
  return { ...result, cpuMs: (spent.user + spent.system) / 1000 / jobs };
}
const pace = (job: (index: number) => Promise<void>) =>
  runPaced({ clients: SCANNERS, intervalMs: PACED_INTERVAL_MS, seconds: PACED_SECONDS }, job);

/** The machine's 1-minute load average: the door's figures move with what else runs on it. */
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

const latency = (latencies: number[]) =>
  `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`;
const closedLine = (label: string, jobs: number, result: Awaited<ReturnType<typeof run>>) =>
  `  ${label}: ${(jobs / result.seconds).toFixed(0)} requests/s, ${latency(result.latencies)}, ` +
  `${result.cpuMs.toFixed(2)} ms of this process's CPU each`;
const pacedLine = (label: string, result: { latencies: number[]; calls: number; seconds: number }) =>
  `  ${label}: ${(result.calls / result.seconds).toFixed(0)} requests/s offered, ${latency(result.latencies)}`;

async function doorRush(target: DatabaseTarget, event: TicketedEvent): Promise<void> {
  const { base, eventId, accessToken, secrets } = event;
  const loadAtStart = loadAverage();
  try {
    const redeem = async (secret: string) => {
      const response = await fetch(`${base}/api/check-in/events/${eventId}/redeem`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ secret }),
      });
      return response.ok
        ? ((await response.json()) as { data: { result: string } }).data.result
        : `HTTP ${response.status}`;
    };
    const get =
      (path: string, headers: Record<string, string> = {}) =>
      async () => {
        const response = await fetch(`${base}${path}`, { headers });
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        await response.arrayBuffer();
      };
    const floorCall = get('/healthz');
    const tokenCall = get('/api/auth/me', { authorization: `Bearer ${accessToken}` });
    const admitted = new Map<string, number>();
    const count = (result: string) => void admitted.set(result, (admitted.get(result) ?? 0) + 1);

    // Warm every path (connections, prepared plans) on tickets no measurement scans.
    const warm = secrets.slice(TICKETS - WARM);
    await run(warm.length, async (index) => void (await redeem(warm[index]!)));
    await run(WARM, floorCall);
    await run(WARM, tokenCall);

    // Closed loop, back to back: floor, token check, redeem, second scans.
    const floor = await run(SCANS, floorCall);
    const tokenOnly = await run(SCANS, tokenCall);
    const scans = await run(SCANS, async (index) => count(await redeem(secrets[index]!)));
    const again = await run(Math.min(SCANS, 2000), async (index) => {
      const result = await redeem(secrets[index]!);
      if (result !== 'already-checked-in') throw new Error(`door rush: a second scan answered ${result}`);
    });

    // Paced, open loop, on tickets the closed loop did not scan.
    const pacedStart = SCANS;
    const pacedScans = await pace(async (index) => {
      const secret = secrets[pacedStart + index];
      if (!secret || pacedStart + index >= TICKETS - WARM) throw new Error('door rush: too few tickets to pace');
      count(await redeem(secret));
    });
    const pacedFloor = await pace(floorCall);
    const pacedToken = await pace(tokenCall);

    const ratio = SCANS / scans.seconds / (SCANS / floor.seconds);
    console.log(
      `\nThe door on ${target}: an event of ${TICKETS} tickets, ${SCANNERS} scanners over HTTP ` +
        `(load average ${loadAtStart} at the start, ${loadAverage()} at the end)`,
    );
    console.log(`  answers: ${[...admitted].map(([result, n]) => `${result} x${n}`).join(', ')}`);
    console.log(`  closed loop (each scanner fires its next scan when the last answered; ${SCANS} distinct tickets):`);
    console.log(closedLine('  redeem (one statement, session check inside)', SCANS, scans));
    console.log(closedLine('  second scans (already checked in)', Math.min(SCANS, 2000), again));
    console.log(closedLine('  one-query floor (GET /healthz: select 1)', SCANS, floor));
    console.log(closedLine('  token check alone (GET /api/auth/me)', SCANS, tokenOnly));
    console.log(`    redeem / floor: ${(ratio * 100).toFixed(0)}% (target >= 50%)`);
    console.log(
      `  paced (open loop: each scanner scans every ${PACED_INTERVAL_MS} ms +-50%, ${PACED_SECONDS} s; ` +
        `latency from when the scan was due):`,
    );
    console.log(pacedLine('  redeem', pacedScans));
    console.log(pacedLine('  one-query floor', pacedFloor));
    console.log(pacedLine('  token check alone', pacedToken));
    console.log(`    redeem p99 target <= 50 ms`);
    if (admitted.get('admitted') !== SCANS + pacedScans.calls || admitted.size !== 1)
      throw new Error('door rush: not every ticket was admitted exactly once');
  } finally {
    await event.close();
  }
}

export async function benchDoorRush(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  let target: DatabaseTarget = 'postgres';
  const event = await openTicketedEvent(target, TICKETS).catch((error: unknown) => {
    console.log(`PostgreSQL not reachable (${error instanceof Error ? error.message : error}); door rush on PGlite.`);
    target = 'pglite';
    return openTicketedEvent(target, TICKETS);
  });
  await doorRush(target, event);
}

// `npx tsx bench/door-rush.ts` runs this benchmark alone.
if (require.main === module)
  benchDoorRush().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
