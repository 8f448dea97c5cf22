import { eventWhen, ticketEmail, type TicketEmailContent } from '../../../src/modules/tickets/ticket-email';

// The ticket e-mail writes the event's day and start through the date module (the club's time zone), never the
// stored '2026-12-31' and '18:00'.

const content = (event: Partial<TicketEmailContent['event']> = {}): TicketEmailContent => ({
  ticketId: 'TKT-7KQ2M9XD',
  orderId: null,
  fullName: 'Asha Verma',
  email: 'asha@example.org',
  lpuId: '12345678',
  event: { title: 'Night of the Lost Souls', date: '2026-12-31', time: '18:00', venue: 'Main Hall', ...event },
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
