// SIGTERM (a deploy, a scale-down) while purchases are in flight and other clients hold idle keep-alive
// connections: the requests in flight must finish, /healthz must say "not ready" while the server drains, and the
// process must be gone within 15 s. The provider answers 1.5 s late so that purchases are surely in flight.
import http from 'node:http';
import { serverRequests } from '../api-log';
import { CREATE_ORDER, Rush, VERIFY, verifyAll } from '../rush';
import { openStage, type Stage } from '../stage';
import { sleep, waitUntil, withDeadline } from '../wait';
import { slowestAnswer, stopAndAudit, type Scenario } from './scenario';
import { HEALTHZ } from './steady-load';

const EXIT_WITHIN_MS = 15_000;
const IDLE_CLIENTS = 5;

/** "/api/cashfree/webhook 200 x16, /api/cashfree/verify 200 x4" */
const countOf = (items: string[]) =>
  [...items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<string, number>())]
    .map(([item, n]) => `${item} x${n}`)
    .join(', ');

/** Opens a keep-alive connection, makes one call on it and leaves it idle; answers when the server closed it. */
async function idleClient(stage: Stage): Promise<{ closedAt: Promise<number>; agent: http.Agent }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let closed!: (at: number) => void;
  const closedAt = new Promise<number>((resolve) => (closed = resolve));
  await new Promise<void>((resolve, reject) => {
    const request = http.get(`${stage.api.base}/healthz`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    });
    request.on('socket', (socket) => socket.once('close', () => closed(Date.now())));
    request.on('error', reject);
  });
  return { closedAt, agent };
}

export const sigterm: Scenario = {
  name: 'sigterm',
  summary: 'SIGTERM with purchases in flight and idle keep-alive clients',
  databases: ['pglite'],
  supports: ['pglite', 'postgres'],
  deadlineMs: 150_000,
  async run(context) {
    const { db, cleanup, findings, run, say } = context;
    const stage = await openStage({ run, db, capacity: 200 }, cleanup);
    findings.logFile = stage.logFile;
    stage.provider.setMode('slow', 1_500);
    const idle = await Promise.all(Array.from({ length: IDLE_CLIENTS }, () => idleClient(stage)));
    cleanup.add('close the idle clients', () => idle.forEach((client) => client.agent.destroy()));

    let draining = true;
    const monitor = (async () => {
      while (draining && stage.api.alive) {
        await stage.traffic.call(HEALTHZ, 'GET', `${stage.api.base}/healthz`, { timeoutMs: 20_000 });
        await sleep(100);
      }
    })();
    const rush = new Rush(stage, { buyers: 80, concurrency: 20, payShare: 0.8, lpuBase: 45_000_000, tries: 1 });
    const rushed = rush.run();
    await waitUntil(() => rush.paid.size >= 10 && stage.traffic.inFlight.size >= 10, { timeoutMs: 30_000 });

    const inFlight = [...stage.traffic.inFlight].filter((call) => call.label !== HEALTHZ).length;
    const pid = stage.api.pid!;
    const signalledAt = stage.api.signal('SIGTERM');
    findings.fault(
      `SIGTERM (${inFlight} purchase calls in flight, ${IDLE_CLIENTS} idle keep-alive connections)`,
      signalledAt,
    );
    say('SIGTERM sent');
    const exit = await stage.api.waitForExit(30_000);
    draining = false;
    rush.stop();
    await withDeadline(Promise.all([rushed, monitor]), 40_000, 'the clients');
    const exitedAfter = exit ? exit.at - signalledAt : undefined;

    // The server's view: the requests it had received before SIGTERM (its log), and how each ended.
    const received = serverRequests(stage.logFile, pid).filter(
      (request) => request.receivedAt <= signalledAt && !request.url.startsWith('/healthz'),
    );
    const open = received.filter((request) => (request.completedAt ?? Infinity) >= signalledAt);
    const completed = open.filter((request) => request.status !== undefined && request.status < 500);
    findings.check(
      'in-flight requests finish',
      received.length > 0 && completed.length === open.length,
      received.length
        ? `${completed.length} of the ${open.length} requests the server was handling at SIGTERM answered below 500 ` +
            `(${countOf(open.map((request) => `${request.url.split('?')[0]} ${request.status ?? 'never answered'}`))})`
        : 'the API log has no request lines to judge by',
    );
    // The clients' view: calls sent before SIGTERM, some still in the kernel's accept queue or on a kept-alive
    // connection the server had not read yet when it stopped accepting.
    const wereInFlight = stage.traffic.answers.filter(
      (answer) => answer.label !== HEALTHZ && answer.startedAt < signalledAt && answer.endedAt >= signalledAt,
    );
    findings.report(
      'calls the clients had sent before SIGTERM',
      `${wereInFlight.filter((answer) => answer.status >= 200 && answer.status < 500).length} of ${wereInFlight.length} ` +
        `answered normally: ${stage.traffic.summary(wereInFlight)}`,
    );
    const healthWhileDraining = stage.traffic.answers.filter(
      (answer) =>
        answer.label === HEALTHZ && answer.startedAt >= signalledAt && answer.startedAt < (exit?.at ?? Date.now()),
    );
    findings.check(
      '/healthz turns 503 while draining',
      healthWhileDraining.some((answer) => answer.status === 503),
      healthWhileDraining.length
        ? stage.traffic.summary(healthWhileDraining)
        : 'no /healthz call between SIGTERM and the exit',
    );
    findings.check(
      `the process exits within ${EXIT_WITHIN_MS / 1000} s`,
      exitedAfter !== undefined && exitedAfter <= EXIT_WITHIN_MS,
      exit
        ? `exited ${exitedAfter!.toLocaleString('en')} ms after SIGTERM (code ${exit.code}, signal ${exit.signal})`
        : 'still running 30 s after SIGTERM (killed)',
    );
    const closings = await Promise.all(
      idle.map((client) => Promise.race([client.closedAt, sleep(1_000).then(() => undefined)])),
    );
    findings.report(
      'idle keep-alive connections',
      closings.map((at) => (at ? `closed +${(at - signalledAt).toLocaleString('en')} ms` : 'still open')).join(', '),
    );
    const after = stage.traffic.answers.filter((answer) => answer.label !== HEALTHZ && answer.startedAt >= signalledAt);
    findings.report('purchase calls started after SIGTERM', after.length ? stage.traffic.summary(after) : 'none');
    findings.notes.push(
      `slowest purchase call: ${slowestAnswer(
        stage.traffic,
        stage.traffic.answers.filter((a) => [CREATE_ORDER, VERIFY].includes(a.label)),
      )}`,
    );

    // The buyers whose result page was cut off: the API started again, each page opened again.
    await stage.api.kill();
    stage.provider.setMode('pass');
    const readyMs = await stage.api.start();
    findings.fault(`API started again for the reconciliation (ready in ${readyMs.toLocaleString('en')} ms)`);
    const ticketed = await verifyAll(stage, rush.paid);
    findings.operations = `80 buyers over 20 connections, /healthz every 100 ms: ${stage.traffic.summary()}`;
    const figures = await stopAndAudit(context, stage, rush.acknowledged.keys(), { ticketsExpected: ticketed });
    findings.check(
      'every paid order ticketed afterwards',
      figures.paidAtProvider === rush.paid.size &&
        figures.paidOrders === rush.paid.size &&
        figures.tickets === figures.paidOrders,
      `${rush.paid.size} paid at the provider, ${figures.paidOrders} orders paid, ${figures.tickets} tickets`,
    );
  },
};
