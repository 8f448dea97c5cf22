// The SMTP server failing while tickets are sold: down (connections reset and refused) or a black hole (accepted,
// never answered, as a stuck relay looks). Tickets must not wait for e-mail; the e-mails go out once SMTP is back.
import type { ProxyMode } from '../fault-proxy';
import { CREATE_ORDER, Rush, VERIFY } from '../rush';
import { openStage, type Stage } from '../stage';
import { sleep, waitUntil, withDeadline } from '../wait';
import { slowestAnswer, stopAndAudit, type DrillOptions, type Scenario, type ScenarioContext } from './scenario';

const BUYERS = 10;
/** The ticket desk is read this often during the outage, to see when emailFailed appears. */
const DESK_EVERY_MS = 15_000;
/** "At once": a purchase's calls answer within this long whatever SMTP does. */
const AT_ONCE_MS = 5_000;
/** The outbox retries a failed e-mail a minute later (then 5, 30 minutes...): allow for two rounds and a time-out. */
const DELIVERY_WAIT_MS = 180_000;

/** The ticket desk's view of the event: how many of its tickets it flags emailFailed (null: no answer). */
async function emailFailedOnDesk(stage: Stage, token: string): Promise<{ flagged: number; of: number } | null> {
  const answer = await stage.traffic.call(
    'ticket desk',
    'GET',
    `${stage.api.base}/api/tickets/event/${stage.eventId}?limit=100`,
    { token },
  );
  if (answer.status !== 200) return null;
  const docs = (answer.data as { docs: Array<{ emailFailed: boolean }> }).docs;
  return { flagged: docs.filter((ticket) => ticket.emailFailed).length, of: docs.length };
}

async function smtpFault(context: ScenarioContext, mode: ProxyMode, describe: string): Promise<void> {
  const { db, cleanup, findings, run, say } = context;
  const outageMs = context.options.smtpOutageMs;
  const stage = await openStage({ run, db, capacity: 50 }, cleanup);
  findings.logFile = stage.logFile;
  const token = await stage.adminToken();

  const faultAt = Date.now();
  const reset = stage.smtpProxy.resetAll();
  stage.smtpProxy.setMode(mode);
  findings.fault(`SMTP ${describe} (open connections reset: ${reset})`, faultAt);
  const rush = new Rush(stage, { buyers: BUYERS, concurrency: 5, payShare: 1, lpuBase: 44_000_000 });
  await withDeadline(rush.run(), 60_000, 'the purchases');
  const purchases = stage.traffic.answers.filter((answer) => [CREATE_ORDER, VERIFY].includes(answer.label));
  const slowestPurchase = purchases.reduce((max, answer) => Math.max(max, answer.ms), 0);
  findings.check(
    'tickets still issued at once',
    rush.ticketed.size === BUYERS && slowestPurchase <= AT_ONCE_MS,
    `${rush.ticketed.size} of ${BUYERS} result pages showed their ticket; slowest purchase call ${slowestAnswer(stage.traffic, purchases)}`,
  );

  // The outage goes on; the desk is read now and then, as an admin watching it would.
  let desk = await emailFailedOnDesk(stage, token);
  let firstFlaggedAt: number | undefined;
  while (Date.now() - faultAt < outageMs) {
    await sleep(Math.min(DESK_EVERY_MS, outageMs - (Date.now() - faultAt)));
    desk = (await emailFailedOnDesk(stage, token)) ?? desk;
    if (desk?.flagged && !firstFlaggedAt) firstFlaggedAt = Date.now();
  }
  const backAt = Date.now();
  const duringOutage = stage.smtp.messages.filter((mail) => mail.receivedAt < backAt).length;
  stage.smtpProxy.setMode('pass');
  findings.fault(`SMTP back (proxy in pass mode) after ${((backAt - faultAt) / 1000).toFixed(0)} s`, backAt);
  say('SMTP back; waiting for the e-mails');
  findings.report(
    `the ticket desk's emailFailed during ${((backAt - faultAt) / 1000).toFixed(0)} s of outage`,
    (desk ? `${desk.flagged} of ${desk.of} tickets flagged at the end` : 'the desk did not answer') +
      (firstFlaggedAt ? `, first seen ${((firstFlaggedAt - faultAt) / 1000).toFixed(0)} s into the outage` : '') +
      ` (not judged: the flag needs e-mails failing for longer than a short drill; --smtp-outage sets the outage)`,
  );
  findings.report('e-mails received during the outage', String(duringOutage));

  const ticketCodes = () => new Set(stage.smtp.messages.map((mail) => mail.ticketCode).filter(Boolean));
  const allMailed = await waitUntil(() => ticketCodes().size >= rush.ticketed.size, {
    timeoutMs: DELIVERY_WAIT_MS,
    intervalMs: 500,
  });
  const lastAt = stage.smtp.messages.reduce((last, mail) => Math.max(last, mail.receivedAt), 0);
  findings.check(
    'e-mails go out once SMTP is back',
    allMailed,
    `${ticketCodes().size} of ${rush.ticketed.size} ticket e-mails received` +
      (lastAt ? `, the last ${((lastAt - backAt) / 1000).toFixed(0)} s after SMTP came back` : '') +
      (allMailed ? '' : ` (waited ${DELIVERY_WAIT_MS / 1000} s)`),
  );
  findings.operations = `${BUYERS} buyers, each paying: ${stage.traffic.summary()}`;
  await stopAndAudit(context, stage, rush.acknowledged.keys(), { ticketsExpected: rush.ticketed.size });
}

const common = {
  databases: ['pglite'],
  supports: ['pglite', 'postgres'],
  deadlineMs: 300_000,
  extraDeadlineMs: (options: DrillOptions) => options.smtpOutageMs,
} as const;

export const smtpDown: Scenario = {
  ...common,
  name: 'smtp-down',
  summary: 'SMTP refusing connections while tickets are sold',
  run: (context) => smtpFault(context, 'refuse', 'down: connections refused'),
};

export const smtpSlow: Scenario = {
  ...common,
  name: 'smtp-slow',
  summary: 'SMTP accepting connections and never answering',
  run: (context) => smtpFault(context, 'black-hole', 'black-holed: connections accepted, never answered'),
};
