// The payment provider failing while buyers pay: down (connections reset and refused), a black hole (connections
// accepted, never answered) and slow (every chunk 20 s late). Buyers who ordered before the fault pay at the
// provider during it and open their result page; new buyers try to order. Then the provider comes back and the
// drill reconciles.
import { Rush, VERIFY, verifyAll, verifyOrder } from '../rush';
import { openStage } from '../stage';
import { withDeadline } from '../wait';
import type { ProxyMode } from '../fault-proxy';
import type { Answer } from '../traffic';
import { slowestAnswer, stopAndAudit, type Scenario, type ScenarioContext } from './scenario';

/** The buyer's answer must come within this long, provider or not. */
const ANSWER_MS = 10_000;
/** The drill's own client waits this long before calling it a hang (beyond ANSWER_MS, to measure the real wait). */
const CLIENT_TIMEOUT_MS = 35_000;
const EARLY_BUYERS = 20;
const LATE_BUYERS = 10;

async function providerFault(context: ScenarioContext, mode: ProxyMode, describe: string, delayMs = 0): Promise<void> {
  const { db, cleanup, findings, run, say } = context;
  const stage = await openStage({ run, db, capacity: 100 }, cleanup);
  findings.logFile = stage.logFile;

  // Before the fault: orders made, nothing paid yet.
  const early = new Rush(stage, { buyers: EARLY_BUYERS, concurrency: 10, payShare: 0, lpuBase: 42_000_000 });
  await withDeadline(early.run(), 60_000, 'the orders before the fault');

  const faultAt = Date.now();
  const reset = stage.provider.resetAll();
  stage.provider.setMode(mode, delayMs);
  findings.fault(`provider ${describe} (open connections reset: ${reset})`, faultAt);
  say(`provider ${describe}`);
  // During it: the early buyers pay at the provider and open their result page; new buyers try to order.
  const late = new Rush(stage, {
    buyers: LATE_BUYERS,
    concurrency: LATE_BUYERS,
    payShare: 1,
    lpuBase: 43_000_000,
    tries: 1,
    timeoutMs: CLIENT_TIMEOUT_MS,
  });
  const paid: string[] = [];
  await withDeadline(
    Promise.all([
      late.run(),
      ...[...early.acknowledged.keys()].map(async (orderId) => {
        stage.sandbox.pay(orderId, 'success');
        paid.push(orderId);
        await verifyOrder(stage, orderId, 1, CLIENT_TIMEOUT_MS);
      }),
    ]),
    CLIENT_TIMEOUT_MS + 20_000,
    'the buyers during the fault',
  );
  const backAt = Date.now();
  stage.provider.setMode('pass');
  findings.fault('provider back (proxy in pass mode)', backAt);
  const during = stage.traffic.between(faultAt, backAt);

  const allOrders = [...early.acknowledged.keys(), ...late.acknowledged.keys()];
  const paidAtProvider = [...paid, ...late.paid];
  const ticketed = await verifyAll(stage, allOrders);
  findings.notes.push(
    'reconciled by calling the verify route for every order the buyers know, once the provider was back; the ' +
      'background reconciler (every minute, for orders older than a minute) was not waited for',
  );
  findings.operations =
    `${EARLY_BUYERS} orders before the fault; during it ${paid.length} payments at the provider with their result ` +
    `page, ${LATE_BUYERS} new buyers: ${stage.traffic.summary()}`;

  const slow = during.filter((answer) => answer.ms > ANSWER_MS);
  findings.check(
    `the buyer gets an answer within ${ANSWER_MS / 1000} s`,
    slow.length === 0,
    `slowest ${slowestAnswer(stage.traffic, during)}; ${slow.length} of ${during.length} calls slower; during the fault: ${stage.traffic.summary(during)}`,
  );
  findings.report('what the result page showed during the fault', resultPages(during));
  const figures = await stopAndAudit(context, stage, allOrders, { ticketsExpected: ticketed });
  findings.check(
    'reconcile settles every order paid at the provider',
    figures.paidNotSettled.length === 0 && figures.paidAtProvider === paidAtProvider.length,
    `${paidAtProvider.length} paid at the provider, ${figures.paidOrders} orders paid, ${figures.ordersByStatus.refunded ?? 0} refunded, ` +
      `${figures.paidNotSettled.length} not settled (${ticketed} shown a ticket by verify)`,
  );
  findings.check(
    'no paid order without a ticket',
    figures.paidWithoutTicket.length === 0 && figures.tickets === figures.paidOrders,
    `${figures.paidOrders} paid, ${figures.tickets} tickets`,
  );
}

/** "SUCCESS with a ticket x12, ACTIVE x8" for the verify answers among `answers`. */
function resultPages(answers: readonly Answer[]): string {
  const shown = new Map<string, number>();
  for (const answer of answers.filter((each) => each.label === VERIFY)) {
    const data = answer.data as { transaction?: { status?: string }; ticket?: unknown } | null;
    const what =
      answer.status === 200
        ? `${data?.transaction?.status ?? '?'}${data?.ticket ? ' with a ticket' : ''}`
        : `${answer.failure ?? answer.status}`;
    shown.set(what, (shown.get(what) ?? 0) + 1);
  }
  return [...shown].map(([what, n]) => `${what} x${n}`).join(', ') || 'no verify call';
}

const common = { databases: ['pglite'], supports: ['pglite', 'postgres'], deadlineMs: 240_000 } as const;

export const providerDown: Scenario = {
  ...common,
  name: 'provider-down',
  summary: 'payment provider refusing connections while buyers pay',
  run: (context) => providerFault(context, 'refuse', 'down: connections refused'),
};

export const providerBlackhole: Scenario = {
  ...common,
  name: 'provider-blackhole',
  summary: 'payment provider accepting connections and never answering',
  run: (context) => providerFault(context, 'black-hole', 'black-holed: connections accepted, never answered'),
};

export const providerSlow: Scenario = {
  ...common,
  name: 'provider-slow',
  summary: 'payment provider answering 20 s late',
  run: (context) => providerFault(context, 'slow', 'slow: every chunk delayed 20 s', 20_000),
};
