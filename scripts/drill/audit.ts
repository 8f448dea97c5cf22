// What the database, the provider and the SMTP sink say once a scenario is over: the counts the expectations are
// judged on (paid orders without a ticket, tickets beyond capacity, duplicates, acknowledged writes that vanished,
// e-mails sent twice). Tables are read whole and filtered here: drizzle's operators belong to the api workspace.
import type { OpenDatabase } from '../../api/src/db/client';
import { contactRequests, events, eventPosters, mailOutbox, ticketOrders, tickets } from '../../api/src/db/schema';
import type { Dependencies } from './stage';

/** What an audit reads besides the database: the event, the provider's payments and the mail received. */
export type AuditTarget = Pick<Dependencies, 'eventId' | 'sandbox' | 'smtp'>;

export interface MailFigures {
  /** Messages the SMTP sink received. */
  messages: number;
  distinctMessageIds: number;
  /** Tickets with at least one e-mail received. */
  ticketsMailed: number;
  /** Tickets whose e-mail was received more than once under one Message-ID (a resend of the same message). */
  resentSameMessage: number;
  /** Tickets that got two different messages: the e-mail was sent twice. */
  sentTwice: number;
}

export interface Figures {
  orders: number;
  ordersByStatus: Record<string, number>;
  paidOrders: number;
  /** Orders in the database the provider has a successful payment for. */
  paidAtProvider: number;
  /** Paid at the provider, yet neither paid nor refunded here: money taken, no ticket. */
  paidNotSettled: string[];
  /** Status paid without a ticket. */
  paidWithoutTicket: string[];
  /** Orders with more than one ticket. */
  ordersWithTwoTickets: number;
  tickets: number;
  validTickets: number;
  capacity: number | null;
  oversold: number;
  /** Valid tickets beyond the first of one LPU ID at one event. */
  duplicateLpuTickets: number;
  /** Orders the API acknowledged that the database does not have. */
  acknowledgedOrdersMissing: string[];
  /** Unpaid orders still holding a seat now, and the longest hold ever given (minutes). */
  liveHolds: number;
  longestHoldMinutes: number;
  outbox: Record<string, number>;
  ticketsWithoutOutboxRow: number;
  ticketsEmailFailed: number;
  /** Tickets whose e-mail the sink received while its outbox row still waits: it will be sent again. */
  ticketsMailedStillPending: number;
  mail: MailFigures;
}

const countBy = <T>(rows: readonly T[], key: (row: T) => string) =>
  rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [key(row)]: (counts[key(row)] ?? 0) + 1 }), {});

export async function auditDatabase(
  database: OpenDatabase,
  stage: AuditTarget,
  acknowledgedOrders: Iterable<string> = [],
): Promise<Figures> {
  const { db } = database;
  const event = (await db.select().from(events)).find((row) => row.id === stage.eventId);
  const orders = (await db.select().from(ticketOrders)).filter((order) => order.eventId === stage.eventId);
  const issued = (await db.select().from(tickets)).filter((ticket) => ticket.eventId === stage.eventId);
  const outbox = await db
    .select({ kind: mailOutbox.kind, reference: mailOutbox.reference, status: mailOutbox.status })
    .from(mailOutbox);
  const now = new Date();

  const orderIds = new Set(orders.map((order) => order.id));
  const ticketsPerOrder = countBy(
    issued.filter((ticket) => ticket.orderId),
    (ticket) => ticket.orderId!,
  );
  const paidAtProvider = orders.filter((order) =>
    stage.sandbox.order(order.id)?.payments.some((payment) => payment.payment_status === 'SUCCESS'),
  );
  const valid = issued.filter((ticket) => !ticket.isCancelled);
  const perLpu = countBy(valid, (ticket) => ticket.lpuId);
  const ticketOutbox = new Set(outbox.filter((row) => row.kind === 'ticket').map((row) => row.reference));
  const pendingOutbox = new Set(
    outbox.filter((row) => row.kind === 'ticket' && row.status === 'pending').map((row) => row.reference),
  );
  const mailedCodes = new Set(stage.smtp.messages.map((mail) => mail.ticketCode));

  return {
    orders: orders.length,
    ordersByStatus: countBy(orders, (order) => order.status),
    paidOrders: orders.filter((order) => order.status === 'paid').length,
    paidAtProvider: paidAtProvider.length,
    paidNotSettled: paidAtProvider
      .filter((order) => !['paid', 'refunded', 'refund_pending'].includes(order.status))
      .map((order) => order.id),
    paidWithoutTicket: orders
      .filter((order) => order.status === 'paid' && !ticketsPerOrder[order.id])
      .map((order) => order.id),
    ordersWithTwoTickets: Object.values(ticketsPerOrder).filter((n) => n > 1).length,
    tickets: issued.length,
    validTickets: valid.length,
    capacity: event?.capacity ?? null,
    oversold: event?.capacity == null ? 0 : Math.max(0, valid.length - event.capacity),
    duplicateLpuTickets: Object.values(perLpu).reduce((sum, n) => sum + n - 1, 0),
    acknowledgedOrdersMissing: [...acknowledgedOrders].filter((id) => !orderIds.has(id)),
    liveHolds: orders.filter((order) => order.status === 'pending' && order.holdExpiresAt > now).length,
    longestHoldMinutes: orders.reduce(
      (longest, order) => Math.max(longest, (order.holdExpiresAt.getTime() - order.createdAt.getTime()) / 60_000),
      0,
    ),
    outbox: countBy(outbox, (row) => `${row.kind} ${row.status}`),
    ticketsWithoutOutboxRow: issued.filter((ticket) => !ticketOutbox.has(ticket.id)).length,
    ticketsEmailFailed: issued.filter((ticket) => ticket.emailFailed).length,
    ticketsMailedStillPending: issued.filter((ticket) => mailedCodes.has(ticket.code) && pendingOutbox.has(ticket.id))
      .length,
    mail: mailFigures(stage, new Set(issued.map((ticket) => ticket.code))),
  };
}

/** The ticket e-mails the SMTP sink received, per ticket: once, resent as the same message, or sent twice. */
export function mailFigures(stage: Pick<Dependencies, 'smtp'>, ticketCodes?: ReadonlySet<string>): MailFigures {
  const messages = stage.smtp.messages.filter(
    (mail) => mail.ticketCode && (!ticketCodes || ticketCodes.has(mail.ticketCode)),
  );
  const perTicket = new Map<string, string[]>();
  for (const mail of messages)
    perTicket.set(mail.ticketCode!, [...(perTicket.get(mail.ticketCode!) ?? []), mail.messageId]);
  const distinct = (ids: string[]) => new Set(ids).size;
  return {
    messages: stage.smtp.messages.length,
    distinctMessageIds: new Set(stage.smtp.messages.map((mail) => mail.messageId)).size,
    ticketsMailed: perTicket.size,
    resentSameMessage: [...perTicket.values()].filter((ids) => ids.length > distinct(ids)).length,
    sentTwice: [...perTicket.values()].filter((ids) => distinct(ids) > 1).length,
  };
}

/** Which of the contact requests the API acknowledged (by id) the database does not have. */
export async function missingContactRequests(
  database: OpenDatabase,
  acknowledged: Iterable<string>,
): Promise<string[]> {
  const stored = new Set(
    (await database.db.select({ id: contactRequests.id }).from(contactRequests)).map((row) => row.id),
  );
  return [...acknowledged].filter((id) => !stored.has(id));
}

/** The event's posters as stored: the storage key of each row. */
export async function posterKeys(database: OpenDatabase, eventId: string): Promise<string[]> {
  const rows = await database.db.select().from(eventPosters);
  return rows.flatMap((row) => (row.eventId === eventId && row.storageKey ? [row.storageKey] : []));
}

/**
 * The figures of several events' audits as one (the result block's totals): counts added, lists joined, the
 * oversold count of each event added up; `mail` covers every ticket e-mail of the run (the outbox is read whole).
 */
export function combineFigures(list: readonly Figures[], mail: MailFigures): Figures {
  const sum = (pick: (figures: Figures) => number) => list.reduce((total, figures) => total + pick(figures), 0);
  const join = (pick: (figures: Figures) => string[]) => list.flatMap(pick);
  const ordersByStatus: Record<string, number> = {};
  for (const figures of list)
    for (const [status, n] of Object.entries(figures.ordersByStatus))
      ordersByStatus[status] = (ordersByStatus[status] ?? 0) + n;
  return {
    orders: sum((figures) => figures.orders),
    ordersByStatus,
    paidOrders: sum((figures) => figures.paidOrders),
    paidAtProvider: sum((figures) => figures.paidAtProvider),
    paidNotSettled: join((figures) => figures.paidNotSettled),
    paidWithoutTicket: join((figures) => figures.paidWithoutTicket),
    ordersWithTwoTickets: sum((figures) => figures.ordersWithTwoTickets),
    tickets: sum((figures) => figures.tickets),
    validTickets: sum((figures) => figures.validTickets),
    capacity: list.some((figures) => figures.capacity === null) ? null : sum((figures) => figures.capacity!),
    oversold: sum((figures) => figures.oversold),
    duplicateLpuTickets: sum((figures) => figures.duplicateLpuTickets),
    acknowledgedOrdersMissing: join((figures) => figures.acknowledgedOrdersMissing),
    liveHolds: sum((figures) => figures.liveHolds),
    longestHoldMinutes: Math.max(0, ...list.map((figures) => figures.longestHoldMinutes)),
    outbox: list[0]?.outbox ?? {},
    ticketsWithoutOutboxRow: sum((figures) => figures.ticketsWithoutOutboxRow),
    ticketsEmailFailed: sum((figures) => figures.ticketsEmailFailed),
    ticketsMailedStillPending: sum((figures) => figures.ticketsMailedStillPending),
    mail,
  };
}
