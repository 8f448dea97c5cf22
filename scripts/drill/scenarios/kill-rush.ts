// kill -9 of the API in the middle of a ticket rush, with payments made at the provider and their result pages
// (verify) and webhooks in flight; then the API is started again on the same data, as a supervisor would.
import { Rush, verifyAll } from '../rush';
import { openStage } from '../stage';
import { waitUntil, withDeadline } from '../wait';
import { stopAndAudit, type Scenario } from './scenario';

const SEATS = 150;
const BUYERS = 300;
/** Kill once this many payments went through: the rush is well under way, a third of it still to come. */
const KILL_AFTER_PAYMENTS = 40;

export const killRush: Scenario = {
  name: 'kill-rush',
  summary: 'kill -9 the API mid-rush with payments in flight, restart it',
  databases: ['postgres', 'pglite'],
  deadlineMs: 240_000,
  async run(context) {
    const { db, cleanup, findings, run, say } = context;
    const stage = await openStage({ run, db, capacity: SEATS }, cleanup);
    findings.logFile = stage.logFile;
    const rush = new Rush(stage, {
      buyers: BUYERS,
      concurrency: db === 'pglite' ? 24 : 40,
      payShare: 0.8,
      lpuBase: 40_000_000,
    });
    say(`rush: ${BUYERS} buyers for ${SEATS} seats`);
    const rushed = rush.run();

    await waitUntil(() => rush.paid.size >= KILL_AFTER_PAYMENTS || rush.buyersDone >= BUYERS, { timeoutMs: 90_000 });
    const inFlight = stage.traffic.inFlight.size;
    const killedAt = Date.now();
    await stage.api.kill();
    findings.fault(
      `kill -9 the API (${rush.acknowledged.size} orders acknowledged, ${rush.paid.size} paid at the provider, ` +
        `${inFlight} requests in flight)`,
      killedAt,
    );
    say('killed; starting the API again');
    const readyMs = await stage.api.start();
    findings.fault(`API started again on the same data: /healthz 200 after ${readyMs.toLocaleString('en')} ms`);
    await withDeadline(rushed, 120_000, 'the rush');
    say(`rush over: ${rush.acknowledged.size} orders acknowledged, ${rush.paid.size} paid`);

    const ticketed = await verifyAll(stage, rush.paid);
    findings.notes.push(
      'reconciled by calling the verify route for every order paid at the provider (each buyer opening the result ' +
        'page again); the background reconciler was not waited for (its first pass is a minute after the start)',
    );
    findings.operations =
      `${BUYERS} buyers over ${db === 'pglite' ? 24 : 40} connections: ${stage.traffic.summary()}; ` +
      `${rush.paid.size} payments at the provider`;

    const figures = await stopAndAudit(context, stage, rush.acknowledged.keys(), { ticketsExpected: ticketed });
    findings.check(
      'every paid order ends with exactly one ticket',
      figures.paidAtProvider === rush.paid.size &&
        figures.paidWithoutTicket.length === 0 &&
        figures.paidNotSettled.length === 0 &&
        figures.ordersWithTwoTickets === 0 &&
        figures.paidOrders === figures.tickets,
      `${rush.paid.size} paid at the provider, ${figures.paidOrders} orders paid, ${figures.tickets} tickets, ` +
        `${figures.ordersByStatus.refunded ?? 0} refunded`,
    );
    findings.check(
      'each ticket e-mail sent once',
      figures.mail.sentTwice === 0,
      `sent twice ${figures.mail.sentTwice}, resent as the same message (tolerated) ${figures.mail.resentSameMessage}`,
    );
  },
};
