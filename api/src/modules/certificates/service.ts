import {
  CERTIFICATE_MESSAGES,
  certificatePagePath,
  type CertificateDesk,
  type CertificateIssueResult,
  type CertificateVerdict,
  type DeskCertificate,
  type MemberCertificate,
  type UnprintableAttendee,
} from '@guildhall/contracts/certificates';
import { clubInstant } from '@guildhall/contracts/dates';
import { EVENT_CALENDAR_HOURS } from '@guildhall/contracts/limits';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, events, tickets, type CertificateRow, type EventRow, type TicketRow } from '../../db/schema';
import { HttpError } from '../../http';
import type { Account } from '../../principal';
import { recordActivity } from '../activity/service';
import { EVENT_NOT_FOUND } from '../events/service';
import type { MailService } from '../mail/service';
import { TICKET_NOT_FOUND } from '../tickets/desk-service';
import { newCertificateCode } from './code';
import { certificateEmail, certificateFileName } from './email';
import { certificatePdf, unprintableCharacters, type CertificateContent } from './pdf';

/** Certificates drawn and written per transaction: a long list is issued in short transactions. */
const ISSUE_BATCH = 20;
/** The code a preview prints: it names no certificate. */
const SAMPLE_CODE = 'GH-0000-0000-0000';
const HOUR_MS = 3_600_000;

const valid = isNull(certificates.revokedAt);
/** Admitted at the door and not cancelled: who attended (docs/choices.md, "Attendance certificates"). */
const admitted = (eventId: string) =>
  and(eq(tickets.eventId, eventId), eq(tickets.isUsed, true), eq(tickets.isCancelled, false));

/** Over: completed, or its start plus EVENT_CALENDAR_HOURS in the past. */
export const eventIsOver = (event: Pick<EventRow, 'status' | 'date' | 'time'>, now: Date) =>
  event.status === 'completed' ||
  clubInstant(event.date, event.time).getTime() + EVENT_CALENDAR_HOURS * HOUR_MS <= now.getTime();

const stateOf = (row: CertificateRow) => (row.revokedAt ? 'revoked' : 'valid');
const eventFields = (event: EventRow) => ({ eventTitle: event.title, eventDate: event.date, venue: event.venue });

function toDeskCertificate(row: CertificateRow, ticketCode: string): DeskCertificate {
  return {
    code: row.code,
    ticketId: row.ticketId,
    ticketCode,
    fullName: row.fullName,
    email: row.email,
    state: stateOf(row),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
    replacedBy: row.replacedBy,
  };
}

const unprintableOf = (ticket: TicketRow): UnprintableAttendee | null => {
  const characters = unprintableCharacters(ticket.fullName);
  return characters ? { ticketId: ticket.id, ticketCode: ticket.code, fullName: ticket.fullName, characters } : null;
};

/** A certificate about to be inserted: its row, and its e-mail's content and PDF drawn before the transaction. */
interface Prepared {
  row: typeof certificates.$inferInsert & { code: string; issuedAt: Date };
  content: CertificateContent;
  pdf: Buffer;
}

interface CertificateServiceOptions {
  db: Db;
  mail: Pick<MailService, 'enqueue'>;
  publicAppUrl: string;
  now?: () => Date;
}

/** Attendance certificates (docs/choices.md, "Attendance certificates"): the public check, the member's, the desk's. */
export function createCertificateService({
  db,
  mail,
  publicAppUrl,
  now = () => new Date(),
}: CertificateServiceOptions) {
  const pageUrl = (code: string) => `${publicAppUrl}${certificatePagePath(code)}`;
  const contentOf = (row: Pick<CertificateRow, 'code' | 'fullName' | 'issuedAt'>, event: EventRow) => ({
    code: row.code,
    fullName: row.fullName,
    issuedAt: row.issuedAt,
    event,
    pageUrl: pageUrl(row.code),
  });

  async function eventOf(eventId: string): Promise<EventRow> {
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
    return event;
  }

  async function overEventOf(eventId: string): Promise<EventRow> {
    const event = await eventOf(eventId);
    if (!eventIsOver(event, now())) throw new HttpError(409, CERTIFICATE_MESSAGES.notYet);
    return event;
  }

  async function byCode(code: string) {
    const [found] = await db
      .select({ certificate: certificates, event: events, ticketCode: tickets.code })
      .from(certificates)
      .innerJoin(events, eq(events.id, certificates.eventId))
      .innerJoin(tickets, eq(tickets.id, certificates.ticketId))
      .where(eq(certificates.code, code));
    if (!found) throw new HttpError(404, CERTIFICATE_MESSAGES.unknown);
    return found;
  }

  /** The event's admitted tickets, by name, each with its valid certificate when it has one. */
  const attendeesOf = (eventId: string) =>
    db
      .select({ ticket: tickets, certificateId: certificates.id })
      .from(tickets)
      .leftJoin(certificates, and(eq(certificates.ticketId, tickets.id), valid))
      .where(admitted(eventId))
      .orderBy(asc(tickets.fullName), asc(tickets.id));

  async function prepare(ticket: TicketRow, fullName: string, event: EventRow): Promise<Prepared> {
    const row = {
      code: newCertificateCode(),
      ticketId: ticket.id,
      eventId: event.id,
      fullName,
      email: ticket.email,
      lpuId: ticket.lpuId,
      issuedAt: now(),
    };
    const content = contentOf(row, event);
    return { row, content, pdf: await certificatePdf(content) };
  }

  type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

  /**
   * Inserts the certificates a ticket has no valid one of yet (the partial unique index: another request's, committed
   * or in flight, wins) and queues the e-mail of each row inserted, in `tx`: each certificate is e-mailed once.
   */
  async function insertAndMail(tx: Transaction, prepared: readonly Prepared[]): Promise<CertificateRow[]> {
    if (prepared.length === 0) return [];
    const inserted = await tx
      .insert(certificates)
      .values(prepared.map((one) => one.row))
      .onConflictDoNothing({ target: certificates.ticketId, where: valid })
      .returning();
    for (const row of inserted) {
      const { content, pdf } = prepared.find((one) => one.row.code === row.code)!;
      await mail.enqueue(certificateEmail({ ...content, id: row.id, email: row.email }, pdf), tx);
    }
    return inserted;
  }

  const refuseUnprintable = (fullName: string) => {
    const characters = unprintableCharacters(fullName);
    if (!characters) return;
    // On the name's field: the desk shows it where the name is typed.
    const message = CERTIFICATE_MESSAGES.unprintable(characters);
    throw new HttpError(409, message, [{ path: 'fullName', msg: message }]);
  };

  return {
    /** What the public page shows of a code: genuine or revoked (404 for no certificate). */
    async verdict(code: string): Promise<CertificateVerdict> {
      const { certificate, event } = await byCode(code);
      return {
        code: certificate.code,
        state: stateOf(certificate),
        fullName: certificate.fullName,
        ...eventFields(event),
        issuedAt: certificate.issuedAt.toISOString(),
        revokedAt: certificate.revokedAt?.toISOString() ?? null,
        replaced: certificate.replacedBy !== null,
      };
    },

    /** A valid certificate's PDF, drawn now from its row (410 once revoked). */
    async pdf(code: string): Promise<{ fileName: string; pdf: Buffer }> {
      const { certificate, event } = await byCode(code);
      if (certificate.revokedAt) throw new HttpError(410, CERTIFICATE_MESSAGES.revokedPdf);
      return {
        fileName: certificateFileName(certificate.code),
        pdf: await certificatePdf(contentOf(certificate, event)),
      };
    },

    /** The valid certificates of an LPU ID (a member's), newest first. */
    async ofLpuId(lpuId: string): Promise<MemberCertificate[]> {
      const rows = await db
        .select({ certificate: certificates, event: events })
        .from(certificates)
        .innerJoin(events, eq(events.id, certificates.eventId))
        .where(and(eq(certificates.lpuId, lpuId), valid))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id));
      return rows.map(({ certificate, event }) => ({
        code: certificate.code,
        fullName: certificate.fullName,
        ...eventFields(event),
        issuedAt: certificate.issuedAt.toISOString(),
      }));
    },

    /** The desk's view of an event's certificates: counts, names that do not print, every certificate. */
    async desk(eventId: string): Promise<CertificateDesk> {
      const event = await eventOf(eventId);
      const attendees = await attendeesOf(eventId);
      const rows = await db
        .select({ certificate: certificates, ticketCode: tickets.code })
        .from(certificates)
        .innerJoin(tickets, eq(tickets.id, certificates.ticketId))
        .where(eq(certificates.eventId, eventId))
        .orderBy(
          sql`${certificates.revokedAt} is not null`,
          asc(sql`case when ${valid} then ${certificates.fullName} end`),
          desc(certificates.revokedAt),
          asc(certificates.id),
        );
      const without = attendees.filter((attendee) => attendee.certificateId === null);
      const unprintable = without.flatMap(({ ticket }) => unprintableOf(ticket) ?? []);
      const issued = rows.filter(({ certificate }) => !certificate.revokedAt).length;
      return {
        issuable: eventIsOver(event, now()),
        admitted: attendees.length,
        issued,
        revoked: rows.length - issued,
        toIssue: without.length - unprintable.length,
        unprintable,
        certificates: rows.map(({ certificate, ticketCode }) => toDeskCertificate(certificate, ticketCode)),
      };
    },

    /** A sample certificate of the event for its first admitted attendee by name (one whose name prints, if any). */
    async preview(eventId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const event = await overEventOf(eventId);
      const attendees = await attendeesOf(eventId);
      const first = attendees.find(({ ticket }) => !unprintableOf(ticket)) ?? attendees[0];
      if (!first) throw new HttpError(409, CERTIFICATE_MESSAGES.nobodyAdmitted);
      const sample = { code: SAMPLE_CODE, fullName: first.ticket.fullName, issuedAt: now() };
      return { fileName: certificateFileName(SAMPLE_CODE), pdf: await certificatePdf(contentOf(sample, event)) };
    },

    /**
     * Issues a certificate to every admitted attendee without a valid one whose name prints, and e-mails each once.
     * Run again (or twice at once), it issues none twice: the unique index decides, inside each batch's transaction.
     */
    async issueAll(admin: Account, eventId: string): Promise<CertificateIssueResult> {
      const event = await overEventOf(eventId);
      const attendees = await attendeesOf(eventId);
      const without = attendees.filter((attendee) => attendee.certificateId === null);
      const unprintable = without.flatMap(({ ticket }) => unprintableOf(ticket) ?? []);
      const toIssue = without.filter(({ ticket }) => !unprintableOf(ticket));
      let issued = 0;
      for (let start = 0; start < toIssue.length; start += ISSUE_BATCH) {
        const batch = toIssue.slice(start, start + ISSUE_BATCH);
        const prepared = await Promise.all(batch.map(({ ticket }) => prepare(ticket, ticket.fullName, event)));
        issued += await db.transaction(async (tx) => {
          const inserted = await insertAndMail(tx, prepared);
          if (inserted.length > 0)
            await recordActivity(tx, { actor: admin, kind: 'certificates.issued', target: event.title });
          return inserted.length;
        });
      }
      return { issued, alreadyIssued: attendees.length - unprintable.length - issued, unprintable };
    },

    /** One admitted attendee's certificate under a name the desk typed (a name the fonts could not print). */
    async issueOne(admin: Account, eventId: string, ticketId: string, fullName: string): Promise<DeskCertificate> {
      const event = await overEventOf(eventId);
      const [found] = await db
        .select({ ticket: tickets, certificateId: certificates.id })
        .from(tickets)
        .leftJoin(certificates, and(eq(certificates.ticketId, tickets.id), valid))
        .where(and(eq(tickets.id, ticketId), eq(tickets.eventId, eventId)));
      if (!found) throw new HttpError(404, TICKET_NOT_FOUND);
      if (!found.ticket.isUsed || found.ticket.isCancelled) throw new HttpError(409, CERTIFICATE_MESSAGES.notAdmitted);
      if (found.certificateId) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyIssued);
      refuseUnprintable(fullName);
      const prepared = await prepare(found.ticket, fullName, event);
      const [row] = await db.transaction(async (tx) => {
        const inserted = await insertAndMail(tx, [prepared]);
        if (inserted.length === 0) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyIssued);
        const target = `${fullName} (${event.title})`;
        await recordActivity(tx, { actor: admin, kind: 'certificate.issued', target });
        return inserted;
      });
      return toDeskCertificate(row!, found.ticket.code);
    },

    /**
     * A new certificate under a corrected name for the same ticket, e-mailed; the old one revoked, naming the new code
     * (one transaction: the old reads as revoked exactly when the new exists).
     */
    async reissue(admin: Account, code: string, fullName: string): Promise<DeskCertificate> {
      const { certificate: old, event, ticketCode } = await byCode(code);
      if (old.revokedAt) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyRevoked);
      refuseUnprintable(fullName);
      const [ticket] = await db.select().from(tickets).where(eq(tickets.id, old.ticketId));
      const prepared = await prepare({ ...ticket!, email: old.email, lpuId: old.lpuId }, fullName, event);
      const [row] = await db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(certificates)
          .set({ revokedAt: prepared.row.issuedAt, replacedBy: prepared.row.code })
          .where(and(eq(certificates.id, old.id), valid))
          .returning({ id: certificates.id });
        if (!revoked) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyRevoked);
        const inserted = await insertAndMail(tx, [prepared]);
        if (inserted.length === 0) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyIssued);
        await recordActivity(tx, {
          actor: admin,
          kind: 'certificate.reissued',
          target: `${fullName} (${event.title})`,
        });
        return inserted;
      });
      return toDeskCertificate(row!, ticketCode);
    },

    /** Revokes a certificate for good: its page reads revoked, its PDF is gone (410). */
    async revoke(admin: Account, code: string, reason: string): Promise<DeskCertificate> {
      const { certificate, event, ticketCode } = await byCode(code);
      const row = await db.transaction(async (tx) => {
        const [revoked] = await tx
          .update(certificates)
          .set({ revokedAt: now(), revokeReason: reason })
          .where(and(eq(certificates.id, certificate.id), valid))
          .returning();
        if (!revoked) throw new HttpError(409, CERTIFICATE_MESSAGES.alreadyRevoked);
        const target = `${revoked.fullName} (${event.title})`;
        await recordActivity(tx, { actor: admin, kind: 'certificate.revoked', target });
        return revoked;
      });
      return toDeskCertificate(row, ticketCode);
    },
  };
}

export type CertificateService = ReturnType<typeof createCertificateService>;
