// 'Forgot Password?' and 'Forgot your LPU ID?' for a registered and an unknown address: the answers are the same,
// and their times must not tell which address has an account (docs/choices.md, "Sign-in and sessions"). Alternating
// pairs (registered, unknown; who goes first swaps each pair) against the API on a real port with its background
// jobs running, on PGlite and PostgreSQL. The registered address soon uses up its 3 e-mails an hour: most of its
// requests are over the limit, as an attacker's would be. Reports each group's median and p10, the ratio of the
// medians, and the share of pairs where the registered address was the slower (about 50% when the work is equal).
import { buildApp } from '../api/src/app';
import { openTestDatabase, preparePostgresTemplate, type DatabaseTarget } from '../api/test/support/databases';
import { freePort } from '../api/test/support/payments';
import { createMember, testConfig } from '../api/test/support/test-app';
import { percentile } from './concurrency';

const PAIRS = Number(process.env.BENCH_ADDRESS_PAIRS ?? 100);
const WARM_PAIRS = 20;
const ENDPOINTS = ['/api/members/send-reset-email', '/api/members/forgot-lpu-id'] as const;

interface Comparison {
  endpoint: string;
  registered: number[];
  unknown: number[];
  registeredSlower: number;
}

async function compare(target: DatabaseTarget): Promise<Comparison[]> {
  const database = await openTestDatabase(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The servers' set-up: the jobs run beside the requests, as on every instance.
  const app = buildApp({
    db: database,
    logger: false,
    backgroundJobs: true,
    config: testConfig({ publicAppUrl: base }),
  });
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const member = await createMember(database);
    const results: Comparison[] = [];
    for (const endpoint of ENDPOINTS) {
      const timed = async (email: string): Promise<number> => {
        const started = performance.now();
        const response = await fetch(`${base}${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        await response.arrayBuffer();
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`${endpoint} answered ${response.status}`);
        return ms;
      };
      const comparison: Comparison = { endpoint, registered: [], unknown: [], registeredSlower: 0 };
      for (let pair = 0; pair < WARM_PAIRS + PAIRS; pair += 1) {
        const unknownAddress = `nobody${pair}@test.example`;
        let registered: number;
        let unknown: number;
        if (pair % 2 === 0) {
          registered = await timed(member.email);
          unknown = await timed(unknownAddress);
        } else {
          unknown = await timed(unknownAddress);
          registered = await timed(member.email);
        }
        if (pair < WARM_PAIRS) continue;
        comparison.registered.push(registered);
        comparison.unknown.push(unknown);
        if (registered > unknown) comparison.registeredSlower += 1;
      }
      comparison.registered.sort((a, b) => a - b);
      comparison.unknown.sort((a, b) => a - b);
      results.push(comparison);
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
}

function report(target: string, results: Comparison[]): void {
  const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(2);
  for (const { endpoint, registered, unknown, registeredSlower } of results) {
    const ratio = percentile(registered, 0.5) / percentile(unknown, 0.5);
    console.log(
      `${target.padEnd(10)} ${endpoint.padEnd(30)} registered p50 ${ms(registered, 0.5)} ms (p10 ${ms(registered, 0.1)}), ` +
        `unknown p50 ${ms(unknown, 0.5)} ms (p10 ${ms(unknown, 0.1)}); ratio ${ratio.toFixed(2)}, registered slower in ` +
        `${Math.round((100 * registeredSlower) / registered.length)}% of ${registered.length} pairs`,
    );
  }
}

export async function benchAddressRequests(): Promise<void> {
  console.log(`\nReset link and LPU ID reminder: registered vs unknown address, ${PAIRS} alternating pairs, over HTTP`);
  report('PGlite', await compare('pglite'));
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  let postgres: Comparison[];
  try {
    await preparePostgresTemplate(process.env.DATABASE_URL);
    postgres = await compare('postgres');
  } catch (error) {
    console.log(
      `PostgreSQL not reachable at DATABASE_URL (${error instanceof Error ? error.message : error}); PGlite only.`,
    );
    return;
  }
  report('PostgreSQL', postgres);
}
