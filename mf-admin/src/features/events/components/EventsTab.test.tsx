import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEvent } from '@guildhall/contracts';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import type { InternalAxiosRequestConfig } from 'axios';
import { EventsTab } from './EventsTab';

const anEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 'e-1',
  title: 'Hack Night',
  description: 'Build anything overnight.',
  date: '2026-12-05',
  time: '19:30',
  startsAt: '2026-12-05T14:00:00.000Z',
  venue: 'Lab 4',
  status: 'ongoing',
  ticketPrice: 150,
  totalSpots: 120,
  spotsLeft: 83,
  salesOpenAt: null,
  salesCloseAt: null,
  salesOpen: true,
  waitlistOpen: false,
  tags: ['Teams'],
  posters: [],
  sponsor: null,
  organizer: null,
  registrationUrl: null,
  featured: false,
  registered: 37,
  unpaidHoldLimit: null,
  waitlistEnabled: true,
  offerWindowMinutes: 120,
  ...overrides,
});

const ok = (data: unknown): FakeReply => ({ status: 200, data: { success: true, message: 'ok', data } });
const page = (docs: AdminEvent[]) => ok({ docs, totalDocs: docs.length, page: 1, limit: 100 });

function serve(handler: (config: InternalAxiosRequestConfig) => FakeReply | undefined) {
  return installFakeServer((config) => handler(config) ?? { status: 404, data: { success: false, message: 'nope' } });
}

beforeAll(() => {
  let next = 0;
  URL.createObjectURL = () => `blob:preview-${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

it('shows each event with its date and time, location, real registered count and real status', async () => {
  serve(() =>
    page([
      anEvent(),
      anEvent({ id: 'e-2', title: 'Open Mic', totalSpots: null, registered: 4, time: null, status: 'upcoming' }),
    ]),
  );
  renderAtRoute(<EventsTab />);
  expect(screen.getByText('Loading events...')).toBeInTheDocument();

  const hack = await screen.findByRole('article', { name: 'Hack Night' });
  expect(within(hack).getByText('Build anything overnight.')).toBeInTheDocument();
  expect(within(hack).getByText('5 Dec 2026, 7:30 pm')).toBeInTheDocument();
  expect(within(hack).getByText('Lab 4')).toBeInTheDocument();
  expect(within(hack).getByText('37 / 120 registered')).toBeInTheDocument();
  expect(within(hack).getByText('Ongoing')).toBeInTheDocument();
  const mic = screen.getByRole('article', { name: 'Open Mic' });
  expect(within(mic).getByText('4 registered')).toBeInTheDocument();
  expect(within(mic).getByText('5 Dec 2026')).toBeInTheDocument();
  expect(within(mic).getByText('Upcoming')).toBeInTheDocument();
});

it('marks the featured event, and says when a featured event has ended (the page then shows the next one)', async () => {
  serve(() =>
    page([
      anEvent({ featured: true, date: '2999-01-01', status: 'upcoming' }),
      anEvent({ id: 'e-2', title: 'Open Mic' }),
      anEvent({ id: 'e-3', title: 'Old Gala', featured: true, date: '2020-01-01', status: 'completed' }),
    ]),
  );
  renderAtRoute(<EventsTab />);
  const hack = await screen.findByRole('article', { name: 'Hack Night' });
  expect(within(hack).getByText('Featured')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Open Mic' })).queryByText(/Featured/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Old Gala' })).getByText('Featured (ended)')).toBeInTheDocument();
});

it("names each icon button after its event, and shows the button's label in a tooltip", async () => {
  serve(() => page([anEvent()]));
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  const hack = await screen.findByRole('article', { name: 'Hack Night' });
  for (const [name, label] of [
    ['Door staff of Hack Night', 'Door staff'],
    ['Edit Hack Night', 'Edit'],
    ['Delete Hack Night', 'Delete'],
  ] as const) {
    await user.hover(within(hack).getByRole('button', { name }));
    expect(await screen.findByRole('tooltip', { name: label })).toBeInTheDocument();
    await user.unhover(within(hack).getByRole('button', { name }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  }
});

it('searches title or location and filters by status on the server', async () => {
  const requests = serve(() => page([]));
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  expect(await screen.findByText('No events found')).toBeInTheDocument();
  expect(screen.getByText('Create your first event to get started')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Search events' }), 'lab');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Completed' }));
  await waitFor(() =>
    expect(requests.at(-1)?.params).toMatchObject({ search: 'lab', status: 'completed', sort: 'upcoming' }),
  );
  expect(requests[0]?.url).toBe('/api/events/admin/getall');
});

it('asks the server for upcoming events first (soonest first, then the past), and sorts as chosen', async () => {
  const requests = serve((config) =>
    page(
      config.params.sort === 'title'
        ? [anEvent({ id: 'e-3', title: 'Alumni Dinner' }), anEvent({ id: 'e-1', title: 'Hack Night' })]
        : [anEvent({ id: 'e-1', title: 'Hack Night' }), anEvent({ id: 'e-3', title: 'Alumni Dinner' })],
    ),
  );
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  await screen.findByRole('article', { name: 'Hack Night' });
  expect(requests[0]?.params).toMatchObject({ sort: 'upcoming' });
  const sort = screen.getByRole('combobox', { name: 'Sort' });
  expect(sort).toHaveTextContent('Upcoming first');

  await user.click(sort);
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Upcoming first',
    'Newest first',
    'Oldest first',
    'Title A-Z',
  ]);
  await user.click(screen.getByRole('option', { name: 'Title A-Z' }));
  await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ sort: 'title' }));
  // The cards follow the server's order.
  await waitFor(() =>
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Alumni Dinner',
      'Hack Night',
    ]),
  );
  await user.click(screen.getByRole('combobox', { name: 'Sort' }));
  await user.click(screen.getByRole('option', { name: 'Newest first' }));
  await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ sort: '-date' }));
});

it('says when the desk took an event over its capacity', async () => {
  serve(() =>
    page([
      anEvent({ totalSpots: 5, registered: 6, spotsLeft: 0 }),
      anEvent({ id: 'e-2', title: 'Open Mic', totalSpots: 5, registered: 5, spotsLeft: 0 }),
    ]),
  );
  renderAtRoute(<EventsTab />);
  const hack = await screen.findByRole('article', { name: 'Hack Night' });
  expect(within(hack).getByText('6 / 5 registered (1 over, by the desk)')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Open Mic' })).getByText('5 / 5 registered')).toBeInTheDocument();
});

it('says when the events cannot be loaded, and retries', async () => {
  let calls = 0;
  serve(() =>
    (calls += 1) === 1
      ? { status: 403, data: { success: false, message: 'Forbidden: this action is for admins only.' } }
      : page([anEvent()]),
  );
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  expect(await screen.findByText('Forbidden: this action is for admins only.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Hack Night' })).toBeInTheDocument();
});

it('creates an event: required fields first, then the payload in club time with its posters', async () => {
  const created = anEvent({ id: 'e-9', title: 'Photo Walk' });
  const requests = serve((config) => {
    if (config.url === '/api/events/create')
      return { status: 201, data: { success: true, message: 'Event created', data: created } };
    if (config.url === '/api/events/e-9/posters')
      return ok({ ...created, posters: [{ id: 'p-1', url: '/uploads/p.png', alt: '', order: 0 }] });
    return page([]);
  });
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  await user.click(await screen.findByRole('button', { name: 'Create Event' }));
  const dialog = screen.getByRole('dialog', { name: 'Create New Event' });

  await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(within(dialog).getByText('Event title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Date & Time is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Location is required')).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText(/Event Title/), 'Photo Walk');
  await user.type(within(dialog).getByLabelText(/Date & Time/), '2026-12-05T07:00');
  await user.type(within(dialog).getByLabelText(/Location/), 'Old Gate');
  await user.clear(within(dialog).getByLabelText('Ticket Price (₹)'));
  await user.type(within(dialog).getByLabelText('Ticket Price (₹)'), '0');
  await user.type(within(dialog).getByLabelText('Tags (comma separated)'), 'Photos, Walk');
  const png = new File(['png'], 'a.png', { type: 'image/png' });
  const jpg = new File(['jpg'], 'b.jpg', { type: 'image/jpeg' });
  await user.upload(within(dialog).getByLabelText('Add Posters'), [png, jpg]);
  await user.click(within(dialog).getByRole('button', { name: 'Move poster 2 earlier' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create Event' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const create = requests.find((request) => request.url === '/api/events/create')!;
  expect(JSON.parse(create.data)).toMatchObject({
    title: 'Photo Walk',
    date: '2026-12-05',
    time: '07:00',
    venue: 'Old Gate',
    ticketPrice: 0,
    totalSpots: null,
    unpaidHoldLimit: null,
    waitlistEnabled: true,
    offerWindowMinutes: 120,
    tags: ['Photos', 'Walk'],
    status: 'upcoming',
  });
  const posters = requests.find((request) => request.url === '/api/events/e-9/posters')!;
  const form = posters.data as FormData;
  expect(JSON.parse(form.get('layout') as string)).toEqual([{ upload: 0 }, { upload: 1 }]);
  expect((form.getAll('posters') as File[]).map((file) => file.name)).toEqual(['b.jpg', 'a.png']);
}, 60_000);

it('edits an event with its values filled in, and shows the server refusing a capacity on its field', async () => {
  const event = anEvent({ posters: [{ id: 'p-1', url: '/uploads/one.png', alt: 'One', order: 0 }] });
  const requests = serve((config) => {
    if (config.url === '/api/events/e-1/update') {
      const message = 'Capacity cannot be below the 37 seats already taken (tickets issued or held).';
      return { status: 400, data: { success: false, message, errors: [{ path: 'totalSpots', msg: message }] } };
    }
    return page([event]);
  });
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  await user.click(await screen.findByRole('button', { name: 'Edit Hack Night' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
  expect(within(dialog).getByLabelText(/Event Title/)).toHaveValue('Hack Night');
  expect(within(dialog).getByLabelText(/Date & Time/)).toHaveValue('2026-12-05T19:30');
  expect(within(dialog).getByRole('img', { name: 'Poster 1' })).toHaveAttribute('src', '/uploads/one.png');

  const capacity = within(dialog).getByLabelText('Capacity (empty: open registration)');
  await user.clear(capacity);
  await user.type(capacity, '10');
  await user.type(
    within(dialog).getByLabelText(
      'Seats held by unpaid orders (empty: 20% of capacity, at least 25, always fewer than the capacity)',
    ),
    '4',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  expect(
    await within(dialog).findByText('Capacity cannot be below the 37 seats already taken (tickets issued or held).'),
  ).toBeInTheDocument();
  expect(JSON.parse(requests.find((request) => request.method === 'put')!.data)).toMatchObject({
    totalSpots: 10,
    unpaidHoldLimit: 4,
    status: 'ongoing',
  });
  expect(requests.some((request) => request.url?.endsWith('/posters'))).toBe(false);
}, 60_000);

it("sets the event's waiting list: the switch, and the offer window in whole minutes with what it does", async () => {
  const requests = serve((config) =>
    config.url === '/api/events/e-1/update' ? ok(anEvent()) : page([anEvent({ offerWindowMinutes: 90 })]),
  );
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  await user.click(await screen.findByRole('button', { name: 'Edit Hack Night' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Event' });
  const waitlist = await within(dialog).findByRole('switch', { name: 'Waiting list when sold out' });
  expect(waitlist).toBeChecked();
  const offerWindow = within(dialog).getByLabelText('Offer window (minutes)');
  expect(offerWindow).toHaveValue('90');
  expect(offerWindow).toHaveAccessibleDescription(
    'How long a freed seat is held for the next person on the waiting list before it passes on (15 to 10080 minutes; empty: 120)',
  );

  await user.clear(offerWindow);
  await user.type(offerWindow, '10');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(offerWindow).toHaveAccessibleDescription('Offer window must be at least 15 minutes');
  expect(requests.some((request) => request.method === 'put')).toBe(false);

  await user.click(waitlist);
  await user.clear(offerWindow);
  await user.type(offerWindow, '30');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(JSON.parse(requests.find((request) => request.method === 'put')!.data)).toMatchObject({
    waitlistEnabled: false,
    offerWindowMinutes: 30,
  });
}, 60_000);

it('deletes after confirming, and shows why the server refused', async () => {
  const refusal =
    'This event cannot be deleted: 1 seat is taken by tickets. Cancel its tickets first, or mark the event completed.';
  const requests = serve((config) =>
    config.method === 'delete' ? { status: 409, data: { success: false, message: refusal } } : page([anEvent()]),
  );
  const user = userEvent.setup();
  renderAtRoute(<EventsTab />);
  await user.click(await screen.findByRole('button', { name: 'Delete Hack Night' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Hack Night' });
  expect(within(dialog).getByText('Are you sure you want to delete this event?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  expect(requests.find((request) => request.method === 'delete')?.url).toBe('/api/events/e-1/delete');
});

it('manages an event’s door staff: lists them, adds a member by LPU ID (the server’s field error on the field), removes one', async () => {
  const staff = [
    {
      memberId: 'm-1',
      fullname: 'Asha Verma',
      lpuId: '12345678',
      email: 'asha@example.org',
      grantedAt: '2026-12-01T10:00:00.000Z',
    },
  ];
  const ravi = {
    memberId: 'm-2',
    fullname: 'Ravi Kumar',
    lpuId: '23456789',
    email: null,
    grantedAt: '2026-12-02T10:00:00.000Z',
  };
  const requests = serve((config) => {
    if (config.url?.startsWith('/api/events/admin/getall')) return page([anEvent()]);
    if (config.url === '/api/check-in/events/e-1/grants' && config.method === 'get') return ok(staff);
    if (config.url === '/api/check-in/events/e-1/grants' && config.method === 'post') {
      const { lpuId } = JSON.parse(config.data as string);
      if (lpuId === '99999999')
        return {
          status: 404,
          data: {
            success: false,
            message: 'No member has this LPU ID',
            errors: [{ path: 'lpuId', msg: 'No member has this LPU ID' }],
          },
        };
      return ok([...staff, ravi]);
    }
    if (config.url === '/api/check-in/events/e-1/grants/m-1' && config.method === 'delete') return ok([ravi]);
    return undefined;
  });
  renderAtRoute(<EventsTab />);
  await userEvent.click(await screen.findByRole('button', { name: 'Door staff of Hack Night' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Door staff: Hack Night' }));
  expect(await dialog.findByText('Asha Verma')).toBeInTheDocument();

  await userEvent.type(dialog.getByLabelText("Member's LPU ID"), '99999999');
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await dialog.findAllByText('No member has this LPU ID')).not.toHaveLength(0);

  await userEvent.clear(dialog.getByLabelText("Member's LPU ID"));
  await userEvent.type(dialog.getByLabelText("Member's LPU ID"), '23456789');
  await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
  expect(await dialog.findByText('Ravi Kumar')).toBeInTheDocument();

  await userEvent.click(dialog.getByRole('button', { name: 'Remove Asha Verma' }));
  await waitFor(() => expect(dialog.queryByText('Asha Verma')).not.toBeInTheDocument());
  expect(requests.filter((r) => r.url?.includes('/grants')).map((r) => r.method)).toEqual([
    'get',
    'post',
    'post',
    'delete',
  ]);
});
