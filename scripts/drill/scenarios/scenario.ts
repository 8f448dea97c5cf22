// What a scenario is, and the steps most of them end with: the reconciliation sweep, the wait for the ticket
// e-mails, the API stopped and the database audited.
import type { DatabaseKind, OpenDatabase } from '../../../api/src/db/client';
import { auditDatabase, mailFigures, type Figures } from '../audit';
import type { Cleanup } from '../cleanup';
import type { Findings } from '../report';
import type { Stage } from '../stage';
import type { Answer, Traffic } from '../traffic';
import { sleep, waitUntil } from '../wait';

/** Settings from the command line. */
export interface DrillOptions {
  /** How long the SMTP scenarios keep SMTP broken (`--smtp-outage <seconds>`). */
  smtpOutageMs: number;
}

export interface ScenarioContext {
  db: DatabaseKind;
  options: DrillOptions;
  cleanup: Cleanup;
  findings: Findings;
  /** This run's name (scenario and database), for its log file. */
  run: string;
  /** A progress line. */
  say(line: string): void;
}

export interface Scenario {
  name: string;
  summary: string;
  /** The databases it runs on when none is asked for. */
  databases: readonly DatabaseKind[];
  /** The databases `--db` may choose (default: `databases`). */
  supports?: readonly DatabaseKind[];
  /** The hard limit of one run, set-up and clean-up included. */
  deadlineMs: number;
  /** More time when the command line asks for longer faults. */
  extraDeadlineMs?: (options: DrillOptions) => number;
  run(context: ScenarioContext): Promise<void>;
}

/** A seat hold lasts 15 minutes (docs/choices.md, "Tickets and payments"). */
const HOLD_MINUTES = 15;
/** How long the end of a scenario waits for the ticket e-mails the clients' tickets should bring. */
const MAIL_WAIT_MS = 30_000;

/** "2,345 ms (verify 503)" for the slowest of `answers`. */
export function slowestAnswer(traffic: Traffic, answers: readonly Answer[] = traffic.answers): string {
  const slowest = answers.reduce<Answer | undefined>(
    (worst, answer) => (!worst || answer.ms > worst.ms ? answer : worst),
    undefined,
  );
  if (!slowest) return '-';
  return `${slowest.ms.toLocaleString('en')} ms (${slowest.label} ${slowest.failure ?? slowest.status})`;
}

/** Waits until every ticket issued so far has reached the SMTP sink, at most `timeoutMs`; answers whether it did. */
function waitForTicketMail(stage: Stage, tickets: number, timeoutMs: number): Promise<boolean> {
  return waitUntil(() => mailFigures(stage).ticketsMailed >= tickets, { timeoutMs, intervalMs: 250 });
}

export interface AuditOptions {
  /** Other acknowledged writes that went missing, read from the same open database. */
  extra?: (database: OpenDatabase) => Promise<{ what: string; ids: string[] }>;
  /** Tickets the clients saw issued: their e-mails are waited for (at most MAIL_WAIT_MS) before the API stops. */
  ticketsExpected?: number;
}

/**
 * The end of a scenario: waits a little for the ticket e-mails, asks the API how many seats it sells (its own count
 * of tickets and live holds), stops it (SIGTERM), audits the database against what clients were told, and judges
 * the counts every scenario must keep.
 */
export async function stopAndAudit(
  { findings }: ScenarioContext,
  stage: Stage,
  acknowledgedOrders: Iterable<string>,
  { extra, ticketsExpected = 0 }: AuditOptions = {},
): Promise<Figures> {
  let spotsLeft: number | null | undefined;
  if (stage.api.alive) {
    const mailed = ticketsExpected > 0 && (await waitForTicketMail(stage, ticketsExpected, MAIL_WAIT_MS));
    if (ticketsExpected > 0 && !mailed)
      findings.notes.push(`not every ticket e-mail arrived within ${MAIL_WAIT_MS / 1000} s`);
    const answer = await stage.traffic.call('event page', 'GET', `${stage.api.base}/api/events/by-id/${stage.eventId}`);
    spotsLeft = answer.status === 200 ? (answer.data as { spotsLeft: number | null }).spotsLeft : undefined;
    if (spotsLeft === undefined)
      findings.notes.push(`the event page answered ${answer.failure ?? answer.status}: seats not compared`);
    await stage.api.stop();
  }
  let extraLost: { what: string; ids: string[] } | undefined;
  const figures = await stage.withDatabase(async (database) => {
    const audited = await auditDatabase(database, stage, acknowledgedOrders);
    extraLost = extra ? await extra(database) : undefined;
    return audited;
  });
  findings.applyFigures(figures, extraLost);
  findings.slowest = slowestAnswer(stage.traffic);
  if (spotsLeft !== undefined && figures.capacity !== null) {
    const expected = Math.max(0, figures.capacity - figures.validTickets - figures.liveHolds);
    findings.check(
      'no seat held past its expiry',
      spotsLeft === expected && figures.longestHoldMinutes <= HOLD_MINUTES + 0.1,
      `the event page sells ${spotsLeft} seats, capacity - valid tickets - live holds = ${expected}; longest hold ${figures.longestHoldMinutes.toFixed(1)} min`,
    );
  }
  if (figures.tickets > 0) {
    findings.report('ticket e-mails delivered by the end', `${figures.mail.ticketsMailed} of ${figures.tickets}`);
    findings.report(
      'ticket e-mails received, yet still pending in the outbox',
      `${figures.ticketsMailedStillPending} (received, but not recorded as sent: the outbox sends them again once ` +
        'their claim lapses, after this drill; a resend is tolerated if it carries the same Message-ID)',
    );
  }
  return figures;
}

/** Calls `job` again and again (with `pauseMs` between) until `isDone()`; for steady background load. */
export async function repeat(job: () => Promise<void>, isDone: () => boolean, pauseMs = 0): Promise<void> {
  while (!isDone()) {
    await job();
    if (pauseMs) await sleep(pauseMs);
  }
}
