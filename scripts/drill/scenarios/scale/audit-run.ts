// The end of the scale scenario: the ticket e-mails waited for, both instances stopped (SIGTERM), and the database
// audited per event against what the clients were told: the result block's totals, and each part's own judgement.
import { tickets } from '../../../../api/src/db/schema';
import { auditDatabase, combineFigures, mailFigures, missingContactRequests, type Figures } from '../../audit';
import { waitUntil } from '../../wait';
import { slowestAnswer } from '../scenario';
import type { ScaleStep } from './step';

/** How long the end waits for every ticket's e-mail. */
const MAIL_WAIT_MS = 60_000;

export interface AuditedPart {
  what: string;
  eventId: string;
  /** Orders the API acknowledged to buyers. */
  acknowledged: Iterable<string>;
  /** Paid at the provider by the buyers. */
  paid: ReadonlySet<string>;
  /** Every ticket's e-mail must have arrived exactly once (no instance died with an e-mail claimed). */
  mailExactlyOnce: boolean;
}

const everyPaidOrderTicketedOnce = (figures: Figures, paid: ReadonlySet<string>) =>
  figures.paidAtProvider === paid.size &&
  figures.paidWithoutTicket.length === 0 &&
  figures.paidNotSettled.length === 0 &&
  figures.ordersWithTwoTickets === 0 &&
  figures.paidOrders === figures.tickets;

export async function auditRun(
  { stage, findings, say }: ScaleStep,
  parts: readonly AuditedPart[],
  acknowledgedWrites: Iterable<string>,
): Promise<void> {
  say('waiting for the ticket e-mails, then stopping both instances');
  const total = await stage.withDatabase(async ({ db }) => (await db.select({ id: tickets.id }).from(tickets)).length);
  const mailed = await waitUntil(() => mailFigures(stage).ticketsMailed >= total, {
    timeoutMs: MAIL_WAIT_MS,
    intervalMs: 250,
  });
  if (!mailed) findings.notes.push(`not every ticket e-mail arrived within ${MAIL_WAIT_MS / 1000} s`);
  await Promise.all(stage.instances.map((instance) => instance.api.stop()));

  const { audited, missingWrites } = await stage.withDatabase(async (database) => ({
    audited: await Promise.all(
      parts.map((part) => auditDatabase(database, { ...stage, eventId: part.eventId }, part.acknowledged)),
    ),
    missingWrites: await missingContactRequests(database, acknowledgedWrites),
  }));
  findings.applyFigures(combineFigures(audited, mailFigures(stage)), {
    what: 'acknowledged contact request',
    ids: missingWrites,
  });
  findings.slowest = slowestAnswer(stage.traffic);
  parts.forEach((part, index) => {
    const figures = audited[index]!;
    const { mail } = figures;
    findings.check(
      `${part.what}: every paid order ends with exactly one ticket`,
      everyPaidOrderTicketedOnce(figures, part.paid),
      `${part.paid.size} paid at the provider, ${figures.paidOrders} orders paid, ${figures.tickets} tickets for ` +
        `${figures.capacity} seats, oversold ${figures.oversold}, second tickets of one LPU ID ${figures.duplicateLpuTickets}`,
    );
    const mailDetail =
      `${mail.ticketsMailed} of ${figures.tickets} tickets e-mailed; sent twice ${mail.sentTwice}, resent as the ` +
      `same message ${mail.resentSameMessage}; still claimed in the outbox ${figures.ticketsMailedStillPending}`;
    if (part.mailExactlyOnce)
      findings.check(
        `${part.what}: each ticket e-mail exactly once`,
        mail.ticketsMailed === figures.tickets && mail.sentTwice === 0 && mail.resentSameMessage === 0,
        mailDetail,
      );
    else findings.check(`${part.what}: no ticket e-mail sent twice`, mail.sentTwice === 0, mailDetail);
  });
}
