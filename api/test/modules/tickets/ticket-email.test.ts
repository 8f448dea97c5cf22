import { eventWhen, ticketEmail, type TicketEmailContent } from '../../../src/modules/tickets/ticket-email';
import { icsValue, parseIcs } from '../../support/ics';

// The ticket e-mail writes the event's day and start through the date module (the club's time zone), never the
// stored '2026-12-31' and '18:00'.

const content = (event: Partial<TicketEmailContent['event']> = {}): TicketEmailContent => ({
  ticketId: 'TKT-7KQ2M9XD',
  orderId: null,
  fullName: 'Asha Verma',
  email: 'asha@example.org',
  lpuId: '12345678',
  event: {
    id: '3f1c2a9e-0000-4000-8000-000000000001',
    title: 'Night of the Lost Souls',
    description: 'Costumes welcome.',
    date: '2026-12-31',
    time: '18:00',
    venue: 'Main Hall',
    ...event,
  },
  qrPng: Buffer.from('png'),
});

it('names the event’s day and start as people read them', () => {
  expect(eventWhen(content().event)).toBe('Thursday, 31 December 2026 at 6:00 pm IST');
  // Just after midnight in the club's zone is still that day (18:30 UTC the day before).
  expect(eventWhen(content({ date: '2027-01-01', time: '00:15' }).event)).toBe(
    'Friday, 1 January 2027 at 12:15 am IST',
  );
  // No start time: the day alone.
  expect(eventWhen(content({ time: null }).event)).toBe('Thursday, 31 December 2026');
});

it('writes that in the text and the HTML, and never the raw stored values', () => {
  const mail = ticketEmail(content(), 'https://club.example.org');
  expect(mail.text).toContain('When: Thursday, 31 December 2026 at 6:00 pm IST');
  expect(mail.html).toContain('<strong>Thursday, 31 December 2026 at 6:00 pm IST</strong>');
  for (const raw of ['2026-12-31', '18:00']) {
    expect(mail.text).not.toContain(raw);
    expect(mail.html).not.toContain(raw);
  }
});

describe('the calendar invitation (docs/choices.md, "Calendars")', () => {
  const inviteOf = (mail: ReturnType<typeof ticketEmail>) => {
    const attachment = mail.attachments?.find((file) => file.filename === 'invite.ics');
    expect(attachment).toMatchObject({ contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(attachment!.cid).toBeUndefined();
    return parseIcs(Buffer.from(attachment!.contentBase64, 'base64').toString('utf8'));
  };

  it('rides beside the QR code: the ticket’s own entry at the event’s start, linking to the event page', () => {
    const mail = ticketEmail(content(), 'https://club.example.org');
    expect(mail.attachments?.map((file) => file.filename)).toEqual(['TKT-7KQ2M9XD.png', 'invite.ics']);
    const invite = inviteOf(mail);
    expect(icsValue(invite, 'METHOD')).toBe('PUBLISH');
    expect(icsValue(invite, 'UID')).toBe('ticket-TKT-7KQ2M9XD@club.example.org');
    // 18:00 in the club's zone (UTC+05:30), for 3 hours.
    expect(icsValue(invite, 'DTSTART')).toBe('20261231T123000Z');
    expect(icsValue(invite, 'DTEND')).toBe('20261231T153000Z');
    expect(icsValue(invite, 'SUMMARY')).toBe('Night of the Lost Souls');
    expect(icsValue(invite, 'LOCATION')).toBe('Main Hall');
    const eventPage = 'https://club.example.org/event/3f1c2a9e-0000-4000-8000-000000000001';
    expect(icsValue(invite, 'URL')).toBe(eventPage);
    expect(icsValue(invite, 'DESCRIPTION')).toBe(`Costumes welcome.\n\nGuildhall: ${eventPage}`);
  });

  it('links to the ticket online when it was bought, and starts an event without a time at 17:00 IST', () => {
    const invite = inviteOf(
      ticketEmail({ ...content({ time: null }), orderId: 'order_42' }, 'https://club.example.org'),
    );
    expect(icsValue(invite, 'URL')).toBe('https://club.example.org/payment/verify?order_id=order_42');
    expect(icsValue(invite, 'DTSTART')).toBe('20261231T113000Z');
  });
});
