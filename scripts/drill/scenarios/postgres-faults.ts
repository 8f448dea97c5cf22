// The database failing under the API: a fast restart in the middle of a rush (pg-restart), the server stopped for
// 15 s (pg-down) and the server frozen for 15 s (pg-frozen: every process of the cluster SIGSTOPped, so
// connections open and then nothing answers).
import { Rush, verifyAll } from '../rush';
import { openStage, type Stage } from '../stage';
import type { Answer } from '../traffic';
import { sleep, waitUntil, withDeadline } from '../wait';
import { slowestAnswer, stopAndAudit, type Scenario, type ScenarioContext } from './scenario';
import { CONTACT, HEALTHZ, SteadyLoad } from './steady-load';
import { missingContactRequests } from '../audit';

const FAULT_MS = 15_000;
/** "Within a few seconds": the longest a client may wait for its answer while the database is away. */
const FEW_SECONDS_MS = 10_000;
/** "Recover by themselves within seconds" once the database is back. */
const RECOVERY_MS = 5_000;
/** A client that waits this long has met a hang. */
const CLIENT_TIMEOUT_MS = 30_000;

/** The first answer of `label` with `status` whose call started at or after `from`. */
const firstAfter = (stage: Stage, label: string, status: number, from: number) =>
  stage.traffic.answers.find(
    (answer) => answer.label === label && answer.status === status && answer.startedAt >= from,
  );

/** Every answer a client was waiting for at some moment in [from, to). */
const waitedDuring = (stage: Stage, from: number, to: number) =>
  stage.traffic.answers.filter((answer) => answer.endedAt >= from && answer.startedAt < to);

function classify(answers: readonly Answer[]) {
  const count = (test: (answer: Answer) => boolean) => answers.filter(test).length;
  return {
    conforming503: count((a) => a.status === 503 && Boolean(a.retryAfter) && Boolean(a.message)),
    bare503: count((a) => a.status === 503 && !(a.retryAfter && a.message)),
    fiveHundred: count((a) => a.status === 500),
    other5xx: count((a) => a.status > 500 && a.status !== 503),
    connectionFailures: count((a) => a.failure === 'refused' || a.failure === 'reset'),
    hangs: count((a) => a.failure === 'no answer'),
  };
}

export const pgRestart: Scenario = {
  name: 'pg-restart',
  summary: 'pg_ctl restart -m fast during the rush',
  databases: ['postgres'],
  deadlineMs: 180_000,
  async run(context) {
    const { db, cleanup, findings, run, say } = context;
    const stage = await openStage({ run, db, capacity: 150 }, cleanup);
    findings.logFile = stage.logFile;
    const postgres = stage.postgres!;
    const rush = new Rush(stage, { buyers: 300, concurrency: 30, payShare: 0.8, lpuBase: 41_000_000 });
    const monitor = new SteadyLoad(stage, { writers: 0, buyers: 0, healthzEveryMs: 200, timeoutMs: CLIENT_TIMEOUT_MS });
    monitor.start();
    const rushed = rush.run();
    await waitUntil(() => rush.paid.size >= 30 || rush.buyersDone >= 300, { timeoutMs: 60_000 });
    const restartAt = Date.now();
    await postgres.restart();
    const backAt = Date.now();
    findings.fault(`pg_ctl restart -m fast (took ${(backAt - restartAt).toLocaleString('en')} ms)`, restartAt);
    say('database restarted');
    await withDeadline(rushed, 120_000, 'the rush');
    await waitUntil(() => Boolean(firstAfter(stage, HEALTHZ, 200, backAt)), { timeoutMs: 30_000 });
    await monitor.stop();
    const recovered = firstAfter(stage, HEALTHZ, 200, backAt);
    const recoveredOrder = stage.traffic.answers.find(
      (answer) => answer.label !== HEALTHZ && answer.status === 200 && answer.startedAt >= backAt,
    );
    const ticketed = await verifyAll(stage, rush.paid);
    const during = classify(waitedDuring(stage, restartAt, recovered?.endedAt ?? Date.now()));
    findings.operations = `300 buyers over 30 connections, /healthz every 200 ms: ${stage.traffic.summary()}`;

    const alive = stage.api.alive && stage.api.starts === 1;
    findings.check('API process still alive', alive, alive ? `pid ${stage.api.pid}, never restarted` : 'it exited');
    findings.check(
      'requests recover by themselves within seconds',
      Boolean(recovered && recovered.endedAt - backAt <= RECOVERY_MS),
      recovered
        ? `/healthz 200 ${(recovered.endedAt - backAt).toLocaleString('en')} ms after the database was back` +
            (recoveredOrder
              ? `, a purchase call 200 after ${(recoveredOrder.endedAt - backAt).toLocaleString('en')} ms`
              : '')
        : 'no /healthz 200 within 30 s',
    );
    findings.report(
      'answers while the database restarted',
      `503 with Retry-After ${during.conforming503}, other 503 ${during.bare503}, 500 ${during.fiveHundred}, ` +
        `other 5xx ${during.other5xx}, connection failures ${during.connectionFailures}, no answer ${during.hangs}`,
    );
    const figures = await stopAndAudit(context, stage, rush.acknowledged.keys(), { ticketsExpected: ticketed });
    findings.check(
      'every paid order ticketed afterwards',
      figures.paidAtProvider === rush.paid.size &&
        figures.paidOrders === rush.paid.size &&
        figures.tickets === figures.paidOrders,
      `${rush.paid.size} paid at the provider, ${figures.paidOrders} orders paid, ${figures.tickets} tickets (${ticketed} shown by verify)`,
    );
  },
};

/** pg-down and pg-frozen: steady traffic, the fault for 15 s, then the database back. */
async function outage(
  context: ScenarioContext,
  fault: {
    describe: string;
    /** Breaks the database; may answer a detail for the report. */
    begin(stage: Stage): Promise<unknown> | unknown;
    end(stage: Stage): Promise<unknown> | unknown;
  },
): Promise<void> {
  const { db, cleanup, findings, run, say } = context;
  const stage = await openStage({ run, db, capacity: 100_000 }, cleanup);
  findings.logFile = stage.logFile;
  const load = new SteadyLoad(stage, { writers: 3, buyers: 3, healthzEveryMs: 250, timeoutMs: CLIENT_TIMEOUT_MS });
  load.start();
  await sleep(3_000);

  const faultAt = Date.now();
  const detail = await fault.begin(stage);
  findings.fault(
    `${fault.describe}${typeof detail === 'string' ? ` (${detail})` : ''} for ${FAULT_MS / 1000} s`,
    faultAt,
  );
  say(fault.describe);
  await sleep(FAULT_MS - (Date.now() - faultAt));
  const backAt = Date.now();
  await fault.end(stage);
  findings.fault('database back', backAt);
  await waitUntil(() => Boolean(firstAfter(stage, HEALTHZ, 200, backAt)), { timeoutMs: 60_000 });
  const recovered = firstAfter(stage, HEALTHZ, 200, backAt);
  await sleep(3_000);
  await withDeadline(load.stop(), CLIENT_TIMEOUT_MS + 15_000, 'the steady load');
  say('load stopped; reconciling');
  const ticketed = await verifyAll(stage, load.rush.paid);
  findings.operations = `3 writers, 3 buyers, /healthz every 250 ms: ${stage.traffic.summary()}`;

  const windowEnd = recovered?.endedAt ?? Date.now();
  const during = waitedDuring(stage, faultAt, windowEnd);
  const kinds = classify(during);
  const outcomes =
    `503 with Retry-After and a message ${kinds.conforming503}, 503 without ${kinds.bare503}, 500 ${kinds.fiveHundred}, ` +
    `other 5xx ${kinds.other5xx}, connection failures ${kinds.connectionFailures}, no answer in ${CLIENT_TIMEOUT_MS / 1000} s ${kinds.hangs}`;
  findings.check(
    'clients get 503 with a message and Retry-After',
    kinds.conforming503 > 0 && kinds.bare503 + kinds.other5xx + kinds.connectionFailures + kinds.hangs === 0,
    outcomes,
  );
  findings.check('never 500', kinds.fiveHundred === 0, `${kinds.fiveHundred} answers 500`);
  const slowest = during.reduce((max, answer) => Math.max(max, answer.ms), 0);
  findings.check(
    `never a hang: every answer within ${FEW_SECONDS_MS / 1000} s`,
    slowest <= FEW_SECONDS_MS,
    `slowest answer during the fault ${slowestAnswer(stage.traffic, during)}`,
  );
  const firstHealth503 = stage.traffic.answers.find(
    (answer) => answer.label === HEALTHZ && answer.status === 503 && answer.endedAt >= faultAt,
  );
  const healthz = during.filter((answer) => answer.label === HEALTHZ);
  findings.check(
    `/healthz answers 503 within ${FEW_SECONDS_MS / 1000} s`,
    Boolean(firstHealth503 && firstHealth503.endedAt - faultAt <= FEW_SECONDS_MS),
    (firstHealth503
      ? `first 503 ${(firstHealth503.endedAt - faultAt).toLocaleString('en')} ms after the fault began`
      : 'no 503 from /healthz') +
      `; ${stage.traffic.summary(healthz)}; slowest ${slowestAnswer(stage.traffic, healthz)}`,
  );
  findings.report(
    'recovery once the database was back',
    recovered
      ? `/healthz 200 after ${(recovered.endedAt - backAt).toLocaleString('en')} ms`
      : 'no /healthz 200 within 60 s',
  );
  findings.report('answers during the fault, by call', stage.traffic.summary(during));

  let missing: string[] = [];
  await stopAndAudit(context, stage, load.rush.acknowledged.keys(), {
    ticketsExpected: ticketed,
    extra: async (database) => {
      missing = await missingContactRequests(database, load.acknowledgedWrites);
      return { what: 'acknowledged contact request', ids: missing };
    },
  });
  findings.check(
    'nothing acknowledged lost',
    missing.length === 0 && findings.lost?.count === 0,
    `${load.acknowledgedWrites.size - missing.length} of ${load.acknowledgedWrites.size} contact requests, ` +
      `${load.rush.acknowledged.size} orders acknowledged, ${load.rush.paid.size} paid`,
  );
  findings.notes.push(`labels: ${CONTACT} = POST /api/contact/send; ${HEALTHZ} = GET /healthz`);
}

export const pgDown: Scenario = {
  name: 'pg-down',
  summary: 'PostgreSQL stopped for 15 s under steady traffic, then started',
  databases: ['postgres'],
  deadlineMs: 180_000,
  run: (context) =>
    outage(context, {
      describe: 'pg_ctl stop -m fast',
      begin: (stage) => stage.postgres!.stop(),
      end: (stage) => stage.postgres!.start(),
    }),
};

export const pgFrozen: Scenario = {
  name: 'pg-frozen',
  summary: 'every PostgreSQL process SIGSTOPped for 15 s under steady traffic',
  databases: ['postgres'],
  deadlineMs: 180_000,
  run: (context) =>
    outage(context, {
      describe: 'SIGSTOP every process of the cluster',
      begin: (stage) => `${stage.postgres!.freeze()} processes`,
      end: (stage) => stage.postgres!.thaw(),
    }),
};
