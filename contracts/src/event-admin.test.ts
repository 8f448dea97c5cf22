import { clubWallClock } from './dates';
import { eventFormSchema, eventFormValues, eventWriteSchema, OFFER_WINDOW_MINUTES } from './event-admin';

const filled = { ...eventFormValues(), title: 'Hack Night', dateTime: '2026-12-05T19:30', venue: 'Lab 4' };

it("reads an instant as the club's wall clock", () => {
  expect(clubWallClock(new Date('2026-12-05T14:00:00Z'))).toEqual({ date: '2026-12-05', time: '19:30' });
});

it('parses the event form into the create/update payload (club time, numbers, tags, blanks as none)', () => {
  const parsed = eventFormSchema.parse({
    ...filled,
    ticketPrice: '0',
    totalSpots: '',
    salesOpenAt: '2026-12-01T10:00',
    tags: ' EDM, , Freshers ',
    sponsor: '  ',
  });
  expect(parsed).toMatchObject({
    date: '2026-12-05',
    time: '19:30',
    ticketPrice: 0,
    totalSpots: null,
    salesOpenAt: '2026-12-01T04:30:00.000Z',
    salesCloseAt: null,
    tags: ['EDM', 'Freshers'],
    sponsor: null,
    status: 'upcoming',
  });
});

it('says what is missing in the words of the form', () => {
  const result = eventFormSchema.safeParse({ ...eventFormValues(), ticketPrice: '-5' });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['title', 'Event title is required'],
    ['dateTime', 'Date & Time is required'],
    ['venue', 'Location is required'],
    ['ticketPrice', 'Ticket price must be a whole number of rupees, 0 or more'],
  ]);
  const blank = eventFormSchema.safeParse({ ...filled, title: ' ', venue: '' });
  expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
    'Event title is required',
    'Location is required',
  ]);
});

it('fills the form from an event, sales times in club time', () => {
  const values = eventFormValues({
    title: 'Hack Night',
    date: '2026-12-05',
    time: null,
    venue: 'Lab 4',
    description: '',
    status: 'ongoing',
    ticketPrice: 150,
    totalSpots: 120,
    salesOpenAt: '2026-12-01T04:30:00.000Z',
    salesCloseAt: null,
    tags: ['A', 'B'],
    sponsor: null,
    organizer: 'Tech',
    registrationUrl: null,
    featured: true,
  });
  expect(values).toMatchObject({
    dateTime: '2026-12-05T17:00',
    ticketPrice: '150',
    totalSpots: '120',
    salesOpenAt: '2026-12-01T10:00',
    salesCloseAt: '',
    tags: 'A, B',
    organizer: 'Tech',
    featured: true,
  });
});

it('reads the seats unpaid orders may hold at once: a whole number, or blank for the default', () => {
  expect(eventFormSchema.parse({ ...filled, unpaidHoldLimit: ' 40 ' }).unpaidHoldLimit).toBe(40);
  expect(eventFormSchema.parse(filled).unpaidHoldLimit).toBeNull();
  expect(eventFormSchema.safeParse({ ...filled, unpaidHoldLimit: '0' }).error?.issues[0]?.message).toBe(
    'Unpaid holds must be at least 1',
  );
  const event = {
    title: 'Hack Night',
    date: '2026-12-05',
    time: null,
    venue: 'Lab 4',
    description: '',
    status: 'upcoming',
    ticketPrice: 150,
    totalSpots: 120,
    salesOpenAt: null,
    salesCloseAt: null,
    tags: [],
    sponsor: null,
    organizer: null,
    registrationUrl: null,
    featured: false,
  } as const;
  expect(eventFormValues({ ...event, tags: [], unpaidHoldLimit: 12 }).unpaidHoldLimit).toBe('12');
  expect(eventFormValues({ ...event, tags: [], unpaidHoldLimit: null }).unpaidHoldLimit).toBe('');
});

describe('the waiting list switch and offer window', () => {
  const written = { title: 'Hack Night', date: '2026-12-05', venue: 'Lab 4' };
  const message = (change: object) => eventWriteSchema.safeParse({ ...written, ...change }).error?.issues[0]?.message;

  it('defaults to a list on, each offer waiting OFFER_WINDOW_MINUTES.default', () => {
    expect(eventWriteSchema.parse(written)).toMatchObject({ waitlistEnabled: true, offerWindowMinutes: 120 });
    expect(eventFormSchema.parse(filled)).toMatchObject({ waitlistEnabled: true, offerWindowMinutes: 120 });
    expect(eventFormValues()).toMatchObject({ waitlistEnabled: true, offerWindowMinutes: '120' });
  });

  it('takes whole minutes from OFFER_WINDOW_MINUTES.min to .max, and says why not', () => {
    expect(eventWriteSchema.parse({ ...written, waitlistEnabled: false, offerWindowMinutes: 15 })).toMatchObject({
      waitlistEnabled: false,
      offerWindowMinutes: OFFER_WINDOW_MINUTES.min,
    });
    expect(eventWriteSchema.parse({ ...written, offerWindowMinutes: 10_080 }).offerWindowMinutes).toBe(10_080);
    expect(message({ offerWindowMinutes: 14 })).toBe('Offer window must be at least 15 minutes');
    expect(message({ offerWindowMinutes: 10_081 })).toBe('Offer window cannot exceed 10080 minutes (7 days)');
    expect(message({ offerWindowMinutes: 30.5 })).toBe('Offer window must be whole minutes');
    expect(message({ offerWindowMinutes: '30' })).toBe('Offer window must be a number of minutes');
    expect(message({ waitlistEnabled: 'yes' })).toBe('Waiting list must be true or false');
  });

  it('reads the form: the switch, the minutes (blank: the default), in the words of the form', () => {
    const parsed = eventFormSchema.parse({ ...filled, waitlistEnabled: false, offerWindowMinutes: ' 45 ' });
    expect(parsed).toMatchObject({ waitlistEnabled: false, offerWindowMinutes: 45 });
    expect(eventFormSchema.parse({ ...filled, offerWindowMinutes: ' ' }).offerWindowMinutes).toBe(120);
    const issues = (offerWindowMinutes: string) =>
      eventFormSchema.safeParse({ ...filled, offerWindowMinutes }).error?.issues.map((issue) => issue.message);
    expect(issues('1.5')).toEqual(['Offer window must be whole minutes (empty for the default)']);
    expect(issues('10')).toEqual(['Offer window must be at least 15 minutes']);
  });

  it("fills the form from an event's own values", () => {
    const event = eventWriteSchema.parse({ ...written, waitlistEnabled: false, offerWindowMinutes: 45 });
    const values = eventFormValues({ ...event, salesOpenAt: null, salesCloseAt: null });
    expect(values).toMatchObject({ waitlistEnabled: false, offerWindowMinutes: '45' });
  });
});
