import { clubInstant, formatEventTime, formatLongDate } from '@guildhall/contracts/dates';
import { eventPath, PATHS } from '@guildhall/contracts/paths';
import type { MailAttachment } from '../../db/schema';
import { calendarIcs, calendarUid } from '../events/calendar-ics';
import type { QueuedMail } from '../mail/service';

export interface TicketEmailContent {
  ticketId: string;
  orderId: string | null;
  fullName: string;
  email: string;
  lpuId: string;
  /** The event as stored: its day (YYYY-MM-DD) and start (HH:MM, or none) in the club's time zone. */
  event: { id: string; title: string; description: string; date: string; time: string | null; venue: string };
  /** The QR code as a PNG. */
  qrPng: Buffer;
}

const QR_CID = 'ticket-qr';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** 'Thursday, 31 December 2026 at 6:00 pm IST' (the day alone when the event has no start time). */
export function eventWhen({ date, time }: TicketEmailContent['event']): string {
  const start = clubInstant(date, time);
  return time ? `${formatLongDate(start)} at ${formatEventTime(start)}` : formatLongDate(start);
}

export const INVITE_FILENAME = 'invite.ics';

/**
 * The ticket's calendar entry (docs/choices.md, "Calendars"): its own UID, so that the e-mail sent again updates the
 * entry; linking to the ticket online when it has a page, else to the event's page.
 */
function invite(ticket: TicketEmailContent, pageUrl: string, publicAppUrl: string): MailAttachment[] {
  const { event } = ticket;
  let ics: string;
  try {
    ics = calendarIcs({
      uid: calendarUid('ticket', ticket.ticketId, publicAppUrl),
      event: { ...event, startsAt: clubInstant(event.date, event.time).toISOString() },
      pageUrl,
    });
  } catch {
    // The e-mail is queued inside the ticket's transaction: a link the library refuses (an unusual PUBLIC_APP_URL)
    // costs the invitation, never the ticket.
    return [];
  }
  return [
    {
      filename: INVITE_FILENAME,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
    },
  ];
}

/**
 * The ticket e-mail: event details, the QR code embedded (cid), a link back to the payment result page, the event as
 * a calendar invitation.
 */
export function ticketEmail(ticket: TicketEmailContent, publicAppUrl: string): QueuedMail {
  const when = eventWhen(ticket.event);
  const link = ticket.orderId
    ? `${publicAppUrl}${PATHS.paymentVerify}?order_id=${encodeURIComponent(ticket.orderId)}`
    : null;
  const lines = [
    `Hi ${ticket.fullName},`,
    '',
    `Your ticket for ${ticket.event.title} is confirmed.`,
    '',
    `Ticket ID: ${ticket.ticketId}`,
    `LPU ID: ${ticket.lpuId}`,
    `When: ${when}`,
    `Where: ${ticket.event.venue}`,
    '',
    'Show the QR code in this e-mail at the entry.',
    ...(link ? ['', `Your ticket online: ${link}`] : []),
  ];
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#555">${label}</td><td style="padding:4px 0"><strong>${escape(value)}</strong></td></tr>`;
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1d1d1f;background:#f4f5f7;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:22px;margin:0 0 8px">Your ticket for ${escape(ticket.event.title)}</h1>
<p>Hi ${escape(ticket.fullName)}, ${ticket.orderId ? 'your payment was received and ' : ''}your ticket is confirmed.</p>
<table style="border-collapse:collapse;margin:16px 0">
${row('Ticket ID', ticket.ticketId)}${row('Name', ticket.fullName)}${row('LPU ID', ticket.lpuId)}${row('When', when)}${row('Where', ticket.event.venue)}
</table>
<p style="text-align:center"><img src="cid:${QR_CID}" alt="Ticket QR code" width="240" height="240" /></p>
<p style="text-align:center;font-weight:bold">Show this QR at entry</p>
${link ? `<p><a href="${escape(link)}">See your ticket online</a></p>` : ''}
</div></body></html>`;
  return {
    kind: 'ticket',
    to: ticket.email,
    subject: `Your ticket for ${ticket.event.title} (${ticket.ticketId})`,
    text: lines.join('\n'),
    html,
    attachments: [
      {
        filename: `${ticket.ticketId}.png`,
        contentType: 'image/png',
        contentBase64: ticket.qrPng.toString('base64'),
        cid: QR_CID,
      },
      ...invite(ticket, link ?? `${publicAppUrl}${eventPath(ticket.event.id)}`, publicAppUrl),
    ],
  };
}
