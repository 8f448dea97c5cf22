import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_ID_PATTERN, type PublicEvent } from '@guildhall/contracts';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { startCheckout } from '../features/purchase/checkout';
import PurchaseDialog from './PurchaseDialog';

jest.mock('../features/purchase/checkout', () => ({ startCheckout: jest.fn() }));
// A journey types into nine fields: seconds on a busy 2-core machine, past jest's 5 s.
jest.setTimeout(60_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const event: PublicEvent = {
  id: EVENT_ID,
  title: 'Night of the Lost Souls',
  description: '',
  date: '2026-12-12',
  time: '19:00',
  startsAt: '2026-12-12T13:30:00.000Z',
  venue: 'Block 32 Amphitheatre',
  status: 'upcoming',
  ticketPrice: 450,
  totalSpots: 300,
  spotsLeft: 120,
  salesOpenAt: null,
  salesCloseAt: null,
  salesOpen: true,
  waitlistOpen: false,
  tags: [],
  posters: [],
  sponsor: null,
  organizer: null,
  registrationUrl: null,
  featured: true,
};

type User = ReturnType<typeof userEvent.setup>;
type Answer = { status: number; data: unknown };

const SECRET = 'S'.repeat(43);
const held: Answer = {
  status: 200,
  data: {
    success: true,
    message: 'Seat held',
    data: { order_id: 'GHORDER', hold_expires_at: '2026-12-01T10:15:00.000Z' },
  },
};

function serve(eventAnswer: PublicEvent, order: Answer, checkoutOpened: Answer = held) {
  return installFakeServer((config) => {
    if (config.url?.startsWith('/api/events/by-id/'))
      return { status: 200, data: { success: true, message: 'Event', data: eventAnswer } };
    return config.url === '/api/cashfree/checkout-opened' ? checkoutOpened : order;
  });
}

const created = {
  status: 200,
  data: {
    success: true,
    message: 'Order created',
    data: {
      order_id: 'GHORDER',
      order_secret: SECRET,
      payment_session_id: 'session_1',
      checkout: { provider: 'local-sandbox', url: 'x' },
      hold_expires_at: '2026-12-01T10:03:00.000Z',
    },
  },
};

const posted = (requests: { method?: string; url?: string; data?: unknown }[]) =>
  requests
    .filter((request) => request.method === 'post')
    .map((request) => ({ url: request.url, body: JSON.parse(String(request.data)) }));

async function openDialog() {
  const user = userEvent.setup();
  renderAtRoute(<PurchaseDialog eventId={EVENT_ID} open onClose={() => {}} />);
  await screen.findByText('Night of the Lost Souls');
  return user;
}

/** Types into a text field by its label (the asterisk of a required field is not part of its name). */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.paste(text);
}

/** Every field but the hosteler question, valid. */
async function fillEverything(user: User) {
  await fill(user, 'Full Name', 'Asha Verma');
  await fill(user, 'Email', 'Asha@Example.org');
  await fill(user, 'Phone Number', '9876543210');
  await fill(user, 'LPU ID', '12345678');
  await fill(user, 'Course', 'B.Tech CSE');
  await user.click(screen.getByLabelText('Female'));
  await user.click(screen.getByLabelText('VIBE'));
}

beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  jest.mocked(startCheckout).mockReset();
});

it('shows the title, every field, the club options and the event’s price, read-only', async () => {
  serve(event, created);
  await openDialog();
  expect(screen.getByRole('heading', { name: 'Ticket Purchase' })).toBeInTheDocument();
  expect(screen.getByText('Fill in your details to continue')).toBeInTheDocument();
  // The radio groups load with the first form that draws one (@guildhall/ui/form's choice fields).
  expect(await screen.findByLabelText('Male')).toBeInTheDocument();
  for (const label of ['Male', 'Female', 'Yes', 'No']) expect(screen.getByLabelText(label)).toBeInTheDocument();
  for (const club of ['Guildhall', 'SML', 'VIBE', 'BEAST']) expect(screen.getByLabelText(club)).toBeInTheDocument();
  expect(screen.getByLabelText('Ticket Price')).toHaveValue('₹450');
  expect(screen.getByLabelText('Ticket Price')).toHaveAttribute('readonly');
  expect(screen.queryByLabelText(/Hostel Name/)).not.toBeInTheDocument();
});

it('marks every field required, and asks for a phone number with the phone keypad', async () => {
  serve(event, created);
  const user = await openDialog();
  for (const name of ['Full Name', 'Email', 'Phone Number', 'LPU ID', 'Course'])
    expect(screen.getByRole('textbox', { name })).toBeRequired();
  for (const name of ['Gender', 'Hosteler', 'Club'])
    expect(screen.getByRole('radiogroup', { name })).toHaveAttribute('aria-required', 'true');
  // The price is not asked for.
  expect(screen.getByLabelText('Ticket Price')).not.toBeRequired();
  const phone = screen.getByRole('textbox', { name: 'Phone Number' });
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toHaveAttribute('inputmode', 'tel');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
  expect(screen.getByRole('textbox', { name: 'LPU ID' })).toHaveAttribute('inputmode', 'numeric');

  await user.click(screen.getByLabelText('Yes'));
  expect(screen.getByRole('textbox', { name: 'Hostel Name' })).toBeRequired();
});

it('says each field’s own problem once, the hostel’s with the others on the first submit, and orders nothing', async () => {
  const requests = serve(event, created);
  const user = await openDialog();
  await user.click(screen.getByLabelText('Yes'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));

  const messages = [
    'Full name is required',
    'Email is required',
    'Phone number is required',
    'LPU ID is required',
    'Course is required',
    'Gender is required',
    'Please choose a club',
    'Hostel name is required for hosteler.',
  ];
  for (const message of messages) expect(screen.getAllByText(message)).toHaveLength(1);
  // Under its own field.
  expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription('Phone number is required');
  expect(screen.getByRole('textbox', { name: 'Hostel Name' })).toHaveAccessibleDescription(
    'Hostel name is required for hosteler.',
  );
  expect(screen.queryByText('Please fill all required fields.')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
  expect(requests.filter((request) => request.method === 'post')).toHaveLength(0);
});

it('words a wrong LPU ID, a phone with letters and an unanswered hosteler question', async () => {
  const requests = serve(event, created);
  const user = await openDialog();
  await fillEverything(user);
  await user.clear(screen.getByLabelText(/^LPU ID/));
  await fill(user, 'LPU ID', '1234');
  await user.clear(screen.getByLabelText(/^Phone Number/));
  await fill(user, 'Phone Number', '98765 abcde');
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));

  expect(screen.getByText('LPU ID must be exactly 8 digits.')).toBeInTheDocument();
  expect(screen.getByText('Phone number may contain only digits, spaces and a leading +')).toBeInTheDocument();
  expect(screen.getByText('Please say whether you are a hosteler')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'post')).toHaveLength(0);
});

it('creates the order with the form, the event and its price, extends its hold, then starts the checkout', async () => {
  const requests = serve(event, created);
  // What the server had heard when the checkout started.
  let heardBeforeCheckout: unknown[] = [];
  jest.mocked(startCheckout).mockImplementation(async () => {
    heardBeforeCheckout = posted(requests).map((post) => post.url);
  });
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('Yes'));
  await fill(user, 'Hostel Name', 'BH-4');
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));

  await screen.findByRole('button', { name: 'Pay Now' });
  const [order, opened, ...more] = posted(requests);
  expect(more).toEqual([]);
  expect(order!.url).toBe('/api/cashfree/create-order');
  expect(order!.body).toEqual({
    fullName: 'Asha Verma',
    email: 'asha@example.org',
    phone: '9876543210',
    lpuId: '12345678',
    course: 'B.Tech CSE',
    gender: 'Female',
    hosteler: true,
    hostel: 'BH-4',
    club: 'VIBE',
    amount: 450,
    eventId: EVENT_ID,
    // This browser's id, counted among the buyer's unpaid holds.
    deviceId: window.localStorage.getItem('guildhall.purchase-device'),
  });
  expect(order!.body).toMatchObject({ deviceId: expect.stringMatching(DEVICE_ID_PATTERN) });
  // The order's secret proves it ours: the short hold becomes the full one before the buyer goes to pay.
  expect(opened).toEqual({ url: '/api/cashfree/checkout-opened', body: { order_id: 'GHORDER', order_secret: SECRET } });
  expect(startCheckout).toHaveBeenCalledWith('session_1', { provider: 'local-sandbox', url: 'x' });
  expect(heardBeforeCheckout).toEqual(['/api/cashfree/create-order', '/api/cashfree/checkout-opened']);
});

it('sends a retry with the proof of this tab’s earlier order for the event, and keeps the new one', async () => {
  const requests = serve(event, created);
  const earlier = { order_id: 'GHEARLIER', order_secret: 'E'.repeat(43) };
  sessionStorage.setItem(`guildhall.ticket-order.${EVENT_ID}`, JSON.stringify(earlier));
  // Another event's order is not this one's.
  sessionStorage.setItem(
    'guildhall.ticket-order.other-event',
    JSON.stringify({ order_id: 'GHOTHER', order_secret: SECRET }),
  );
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));

  await screen.findByRole('button', { name: 'Pay Now' });
  expect(posted(requests)[0]!.body.previousOrder).toEqual(earlier);
  expect(JSON.parse(sessionStorage.getItem(`guildhall.ticket-order.${EVENT_ID}`)!)).toEqual({
    order_id: 'GHORDER',
    order_secret: SECRET,
  });
});

it('sends no proof when what the tab kept is unreadable', async () => {
  const requests = serve(event, created);
  sessionStorage.setItem(`guildhall.ticket-order.${EVENT_ID}`, '{"order_id":"GHX","order_secret":"short"}');
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));

  await screen.findByRole('button', { name: 'Pay Now' });
  expect(posted(requests)[0]!.body).not.toHaveProperty('previousOrder');
});

it('does not go to checkout when the seat could no longer be held for it, and says so', async () => {
  const ended = "This order's seat is no longer held. Please press Pay Now again.";
  serve(event, created, { status: 409, data: { success: false, message: ended } });
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByText(ended)).toBeInTheDocument();
  expect(startCheckout).not.toHaveBeenCalled();
});

it('says before any payment that the LPU ID already has a ticket, with the way to it: Find my ticket', async () => {
  const field = 'This LPU ID already has a ticket for this event.';
  serve(event, {
    status: 409,
    data: {
      success: false,
      message: `${field} Find my ticket sends it to you again.`,
      errors: [{ path: 'lpuId', msg: field }],
    },
  });
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));

  const lpuId = screen.getByRole('textbox', { name: 'LPU ID' });
  expect(await screen.findByText(field)).toBeInTheDocument();
  expect(lpuId).toHaveAccessibleDescription(field);
  const link = screen.getByRole('link', { name: 'Find my ticket' });
  expect(link).toHaveAttribute('href', '/tickets/find');
  expect(link.closest('[role="alert"]')).toHaveTextContent(
    'Find my ticket sends it to you again, to the e-mail address it was bought with.',
  );
  expect(startCheckout).not.toHaveBeenCalled();

  // The link brings what was typed here to the Find my ticket form.
  await user.click(link);
  const location = await screen.findByTestId('location');
  expect(location).toHaveTextContent('/tickets/find');
  expect(JSON.parse(location.dataset.state!)).toEqual({ email: 'asha@example.org', lpuId: '12345678' });
});

it('takes the way to the held ticket away with the refusal once the LPU ID is edited', async () => {
  const field = 'This LPU ID already has a ticket for this event.';
  serve(event, { status: 409, data: { success: false, message: field, errors: [{ path: 'lpuId', msg: field }] } });
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByRole('link', { name: 'Find my ticket' })).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'LPU ID' }), '{Backspace}9');
  expect(screen.queryByText(field)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Find my ticket' })).not.toBeInTheDocument();
});

it('shows the server’s answer to too many orders from one network', async () => {
  const tooMany = 'Too many orders from your network. Please try again in a minute.';
  serve(event, { status: 429, data: { success: false, message: tooMany } });
  const user = await openDialog();
  await fillEverything(user);
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByText(tooMany)).toBeInTheDocument();
  expect(startCheckout).not.toHaveBeenCalled();
});

it('shows the server’s refusal (sold out meanwhile) and does not go to checkout', async () => {
  serve(event, { status: 409, data: { success: false, message: 'Sold out: there are no seats left for this event.' } });
  const user = await openDialog();
  await fill(user, 'Full Name', 'Asha Verma');
  await fill(user, 'Email', 'asha@example.org');
  await fill(user, 'Phone Number', '9876543210');
  await fill(user, 'LPU ID', '12345678');
  await fill(user, 'Course', 'B.Tech CSE');
  await user.click(screen.getByLabelText('Male'));
  await user.click(screen.getByLabelText('No'));
  await user.click(screen.getByLabelText('SML'));
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByText('Sold out: there are no seats left for this event.')).toBeInTheDocument();
  expect(startCheckout).not.toHaveBeenCalled();
});

it('shows a clear message instead of the form when the event is sold out or sales are closed', async () => {
  serve({ ...event, spotsLeft: 0, salesOpen: false }, created);
  await openDialog();
  expect(screen.getByText('Sold out: there are no seats left for this event.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
});

it('says when sales are closed', async () => {
  serve({ ...event, salesOpen: false }, created);
  await openDialog();
  expect(screen.getByText('Ticket sales are closed for this event.')).toBeInTheDocument();
});

it('shows a sold-out event’s waiting list instead of “Sold out” when it takes names', async () => {
  serve({ ...event, spotsLeft: 0, salesOpen: false, waitlistOpen: true }, created);
  await openDialog();
  expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  expect(screen.getByText(/^Sold out\. Join the waiting list: when a seat frees/)).toBeInTheDocument();
  expect(screen.queryByText('Sold out: there are no seats left for this event.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
});
