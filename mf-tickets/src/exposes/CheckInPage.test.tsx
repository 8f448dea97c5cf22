import { createHash, webcrypto } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import type { CheckInList } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import { clubDay, formatTime } from '@guildhall/contracts/dates';
import { adminClaims, installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import CheckInPage from './CheckInPage';

// IndexedDB (which jsdom lacks) as a map: the door's store is the one module replaced here.
jest.mock('../features/check-in/offline/door-store', () => {
  const lists = new Map();
  const queue = new Map();
  return {
    doorStore: {
      saveList: async (list: { event: { id: string } }) => void lists.set(list.event.id, list),
      loadList: async (eventId: string) => lists.get(eventId),
      storedEvents: async () => [...lists.values()].map((list: { event: unknown }) => list.event),
      eventOfSecretHash: async (hash: string, except: string) =>
        [...lists.values()].find(
          (list: { event: { id: string }; tickets: { secretHash: string }[] }) =>
            list.event.id !== except && list.tickets.some((ticket) => ticket.secretHash === hash),
        )?.event,
      enqueue: async (entry: { nonce: string }) => void queue.set(entry.nonce, entry),
      queued: async (eventId: string) => [...queue.values()].filter((entry) => entry.eventId === eventId),
      dequeue: async (nonces: string[]) => nonces.forEach((nonce) => queue.delete(nonce)),
    },
  };
});

// The camera (getUserMedia and a QR reader, which jsdom lacks): a test shows it a code through `mockCamera.sees`.
const mockCamera: { sees: ((text: string) => void) | null } = { sees: null };
jest.mock('../features/check-in/scanner/camera', () => ({
  startCamera: async (_video: HTMLVideoElement, onText: (text: string) => void) => {
    mockCamera.sees = onText;
    return () => void (mockCamera.sees = null);
  },
}));

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const DAY_MS = 86_400_000;
/** The club's day `offset` days from now (the door opens today's event: the tests' events are placed from now). */
const day = (offset: number) => clubDay(new Date(Date.now() + offset * DAY_MS));

const EVENT = {
  id: '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11',
  title: 'Night of the Lost Souls',
  date: day(15),
  time: '19:30',
  venue: 'Block 32',
  status: 'upcoming' as const,
};
const SECRET = 'A'.repeat(20) + 'b'.repeat(23);
const TICKET = {
  id: '0d2b6a8e-1f0a-4c55-9b9e-3b1f6f7b2a10',
  code: 'TKT-AB12CD34',
  fullName: 'Asha Verma',
  lpuId: '12345678',
};
const envelope = (data: unknown) => ({ status: 200, data: { success: true, message: 'OK', data } });

const list: CheckInList = {
  event: EVENT,
  fetchedAt: '2026-12-12T12:00:00.000Z',
  tickets: [
    {
      id: TICKET.id,
      secretHash: createHash('sha256').update(SECRET).digest('hex'),
      fullName: TICKET.fullName,
      lpuId: TICKET.lpuId,
      email: 'asha@example.org',
      status: 'valid',
      checkedInAt: null,
      checkedInBy: null,
    },
  ],
};

let clock = 0;
/**
 * A USB scanner: the characters in one burst (`gap` ms apart: 1 for a quick one), then Enter. Each key carries its
 * time (`timeStamp`, what the reader goes by) on a clock of the test's own: on a machine busy with the rest of
 * `npm test` the test process can be paused between two keys for longer than the scanner's key gap.
 */
function scan(text: string, gap = 1, { enter = true } = {}) {
  for (const key of enter ? [...text, 'Enter'] : [...text]) {
    clock += gap;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    fireEvent(window, event);
  }
  clock += 1_000; // the next burst comes after a pause
}

let online = true;
beforeEach(() => {
  resetSession();
  useSession.setState({ user: adminClaims, isAuthenticated: true, loading: false });
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // TanStack Query heard an earlier test's 'offline' event: it would hold this test's queries until 'online'.
  onlineManager.setOnline(true);
});
afterEach(() => jest.restoreAllMocks());

function serve(
  redeem: () => unknown = () => ({
    result: 'admitted',
    ticket: TICKET,
    checkedInAt: '2026-12-12T13:32:00.000Z',
    checkedInBy: 'Club Admin',
  }),
) {
  return installFakeServer((request) => {
    if (request.url === '/api/check-in/events') return envelope([EVENT]);
    if (request.url?.endsWith('/list')) return envelope(list);
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 3, total: 10 });
    if (request.url?.endsWith('/redeem')) return envelope(redeem());
    if (request.url?.endsWith('/search')) return envelope(HITS);
    if (request.url?.endsWith('/sync')) {
      const { checkIns } = JSON.parse(request.data as string);
      return envelope({
        outcomes: checkIns.map((item: { nonce: string }) => ({
          nonce: item.nonce,
          outcome: 'conflict',
          verdict: {
            result: 'already-checked-in',
            ticket: TICKET,
            checkedInAt: '2026-12-12T13:30:00.000Z',
            checkedInBy: 'Ravi Kumar',
          },
        })),
        counts: { checkedIn: 4, total: 10 },
      });
    }
    return { status: 404, data: { success: false, message: 'No route' } };
  });
}

const HITS = [
  { ...TICKET, email: 'asha@example.org', status: 'valid', checkedInAt: null, checkedInBy: null },
  {
    id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    code: 'TKT-USED0001',
    fullName: 'Ashwin Raghunathan-Subramaniam',
    lpuId: '12345679',
    email: 'ashwin.raghunathan.subramaniam.long.address@students.example.org',
    status: 'used',
    checkedInAt: '2026-12-12T13:32:00.000Z',
    checkedInBy: 'Ravi Kumar',
  },
  {
    id: '2f3e4d5c-6b7a-4899-8a1b-2c3d4e5f6a7b',
    code: 'TKT-CANC0001',
    fullName: 'Ashok Mehta',
    lpuId: '12345680',
    email: 'ashok@example.org',
    status: 'cancelled',
    checkedInAt: null,
    checkedInBy: null,
  },
];

it('admits a ticket scanned by a USB scanner, full screen, and says when it ignores a partial code', async () => {
  const requests = serve();
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveValue(EVENT.id);
  expect(await screen.findByTestId('door-counter')).toHaveTextContent('3 / 10');

  scan(SECRET.slice(0, 30));
  expect(await screen.findByTestId('scan-ignored')).toHaveTextContent(
    'Scan not read: that was not a whole ticket code.',
  );
  scan(SECRET);
  const verdict = await screen.findByTestId('verdict');
  expect(verdict).toHaveTextContent('Checked in');
  expect(verdict).toHaveTextContent('Asha Verma');
  expect(screen.queryByTestId('scan-ignored')).not.toBeInTheDocument(); // a good scan clears the notice
  const redeems = requests.filter((request) => request.url?.endsWith('/redeem'));
  expect(redeems.map((request) => JSON.parse(request.data as string))).toEqual([{ secret: SECRET }]);
});

it('admits a slow scanner’s burst (100 ms between keys) and says so when one is too slow (150 ms)', async () => {
  const requests = serve();
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));

  scan(SECRET, 150);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(
    'Scan not read: the keys came too slowly for a scanner. Scan again, or search by name, LPU ID or e-mail.',
  );
  expect(requests.filter((request) => request.url?.endsWith('/redeem'))).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('scan-ignored')).not.toBeInTheDocument();

  scan(SECRET, 60);
  expect(await screen.findByTestId('verdict')).toHaveTextContent('Checked in');
  scan(SECRET, 100);
  await waitFor(() => expect(requests.filter((request) => request.url?.endsWith('/redeem'))).toHaveLength(2));
});

it('says so when a scanner’s burst ends without Enter, and leaves typing in the search field alone', async () => {
  const requests = serve();
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));
  scan(SECRET, 5, { enter: false });
  expect(await screen.findByTestId('scan-ignored')).toHaveTextContent('Scan not read: no Enter came after the code');

  // A person typing in the search field (however fast) is searching; a secret typed there + Enter is a scan.
  const field = screen.getByLabelText('Search by name, LPU ID or e-mail');
  await userEvent.type(field, 'asha verma{Enter}');
  expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  expect(requests.filter((request) => request.url?.endsWith('/redeem'))).toEqual([]);
  await userEvent.clear(field);
  await userEvent.type(field, `${SECRET}{Enter}`);
  expect(await screen.findByTestId('verdict')).toHaveTextContent('Checked in');
  expect(field).toHaveValue('');
});

it('says when and by whom a ticket was already checked in (club time)', async () => {
  const checkedInAt = new Date(Date.now() - 60_000).toISOString();
  serve(() => ({ result: 'already-checked-in', ticket: TICKET, checkedInAt, checkedInBy: 'Asha Verma' }));
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await screen.findByTestId('door-counter');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));
  scan(SECRET);
  expect(await screen.findByTestId('verdict')).toHaveTextContent(
    `Already checked in at ${formatTime(checkedInAt)} by Asha`,
  );
});

it('names the event another event’s ticket is for, and its day', async () => {
  serve(() => ({
    result: 'other-event',
    ticket: null,
    checkedInAt: null,
    checkedInBy: null,
    eventTitle: 'Winter Hackathon',
    eventDate: '2026-12-20',
    eventTime: '10:00',
  }));
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));
  scan(SECRET);
  const verdict = await screen.findByTestId('verdict');
  expect(verdict).toHaveAttribute('data-result', 'other-event');
  expect(verdict).toHaveTextContent('Other event');
  expect(verdict).toHaveTextContent('This ticket is for Winter Hackathon');
  expect(verdict).toHaveTextContent('20 Dec 2026, 10:00 am');
});

it('offers Check in only for valid tickets in the search; used and cancelled ones show their state in full', async () => {
  const requests = serve();
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));
  await userEvent.type(screen.getByLabelText('Search by name, LPU ID or e-mail'), 'ash');
  const results = await screen.findByRole('list', { name: 'Search results' });
  const rows = within(results).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByRole('button', { name: 'Check in Asha Verma' })).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  expect(rows[1]).toHaveTextContent(`Checked in at ${formatTime(HITS[1]!.checkedInAt)} by Ravi Kumar`);
  expect(rows[1]).toHaveTextContent(HITS[1]!.email);
  expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
  expect(rows[2]).toHaveTextContent('Cancelled');
  await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Check in Asha Verma' }));
  expect(await screen.findByTestId('verdict')).toHaveTextContent('Checked in');
  const redeems = requests.filter((request) => request.url?.endsWith('/redeem'));
  expect(redeems.map((request) => JSON.parse(request.data as string))).toEqual([{ ticketId: TICKET.id }]);
});

it('judges from the stored list while offline, queues the check-in and reports a conflict after the sync', async () => {
  const requests = serve();
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));

  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(await screen.findByText('Offline')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Search by name, LPU ID or e-mail'), 'asha');
  await userEvent.click(await screen.findByRole('button', { name: 'Check in Asha Verma' }));
  const verdict = await screen.findByTestId('verdict');
  expect(verdict).toHaveTextContent('Checked in');
  expect(verdict).toHaveTextContent('Judged offline');
  expect(screen.getByText('Offline · 1 to sync')).toBeInTheDocument();
  expect(screen.getByTestId('door-counter')).toHaveTextContent('1 / 1');
  expect(requests.filter((request) => request.url?.endsWith('/redeem'))).toEqual([]);

  // The same ticket again, still offline: already in.
  scan(SECRET);
  await waitFor(() => expect(screen.getByTestId('verdict')).toHaveAttribute('data-result', 'already-checked-in'));

  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText(/1 offline check-in need a look/)).toBeInTheDocument();
  expect(screen.getByText(/two doors let this ticket in/)).toBeInTheDocument();
  const synced = requests.filter((request) => request.url?.endsWith('/sync'));
  expect(synced).toHaveLength(1);
  expect(JSON.parse(synced[0]!.data as string).checkIns).toEqual([
    { nonce: expect.stringMatching(/^[0-9a-f-]{36}$/), ticketId: TICKET.id, scannedAt: expect.any(String) },
  ]);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('4 / 10'));
  expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
});

it('sends a check-in whose nonce the server had seen with another ticket again under a new one, and says when the device’s clock was wrong', async () => {
  const syncs: { nonce: string; ticketId: string; scannedAt: string }[][] = [];
  const requests = installFakeServer((request) => {
    if (request.url === '/api/check-in/events') return envelope([EVENT]);
    if (request.url?.endsWith('/list')) return envelope(list);
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 3, total: 10 });
    if (request.url?.endsWith('/sync')) {
      const { checkIns } = JSON.parse(request.data as string);
      syncs.push(checkIns);
      // The first sync: the nonce was used before for another ticket. The next: admitted, at an adjusted time.
      const first = syncs.length === 1;
      return envelope({
        outcomes: checkIns.map((item: { nonce: string }) => ({
          nonce: item.nonce,
          outcome: first ? 'nonce-reused' : 'admitted',
          clockAdjusted: !first,
          verdict: first
            ? { result: 'unknown', ticket: null, checkedInAt: null, checkedInBy: null }
            : {
                result: 'admitted',
                ticket: TICKET,
                checkedInAt: '2026-12-12T13:30:00.000Z',
                checkedInBy: 'Club Admin',
              },
        })),
        counts: { checkedIn: first ? 3 : 4, total: 10 },
      });
    }
    return { status: 404, data: { success: false, message: 'No route' } };
  });
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));

  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(await screen.findByText('Offline')).toBeInTheDocument();
  scan(SECRET);
  await waitFor(() => expect(screen.getByTestId('verdict')).toHaveAttribute('data-result', 'admitted'));

  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(syncs).toHaveLength(1));
  // Nothing to report: the admission stays queued under a fresh nonce.
  await waitFor(() => expect(screen.getByText('Syncing 1...')).toBeInTheDocument());
  expect(screen.queryByText(/need a look/)).not.toBeInTheDocument();

  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(syncs).toHaveLength(2));
  const [[first], [second]] = syncs as [[(typeof syncs)[0][0]], [(typeof syncs)[0][0]]];
  expect(second).toEqual({ ...first, nonce: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(second.nonce).not.toBe(first.nonce);
  const notice = await screen.findByText('This device’s clock is wrong');
  expect(notice.closest('[role="alert"]')).toHaveTextContent(
    'A check-in made offline carried an impossible time, so it was recorded at an adjusted one.',
  );
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('4 / 10'));
  expect(screen.queryByText(/Syncing/)).not.toBeInTheDocument();
  expect(requests.filter((request) => request.url?.endsWith('/redeem'))).toEqual([]);
});

it('shows a failed load of the events as a failure with Retry, never as "no event"', async () => {
  let fail = true;
  installFakeServer((request) => {
    if (request.url === '/api/check-in/events')
      return fail ? { status: 500, data: { success: false } } : envelope([EVENT]);
    if (request.url?.endsWith('/list')) return envelope(list);
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 3, total: 10 });
    return { status: 404, data: { success: false, message: 'No route' } };
  });
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  expect(await screen.findByText('Events could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(/You have no event/)).not.toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveValue(EVENT.id);
  expect(screen.queryByText('Events could not be loaded.')).not.toBeInTheDocument();
});

it('tells a member without a door grant that there is nothing to check in', async () => {
  installFakeServer(() => envelope([]));
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  expect(await screen.findByText(/You have no event to check people in for/)).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Event' })).not.toBeInTheDocument();
});

it('opens today’s event (not the furthest one), keeps the pick of the day, online and with no network', async () => {
  const TODAY = {
    ...EVENT,
    id: '8a3c2f10-5b7e-4c1d-9e2a-4f6b7c8d9e01',
    title: 'Winter Hackathon',
    date: clubDay(),
    time: '23:59',
  };
  const PAST = { ...EVENT, id: '9b4d3a21-6c8f-4d2e-8f3b-5a7c8d9e0f12', title: 'Freshers Bash', date: day(-20) };
  const lists = new Map([EVENT, TODAY, PAST].map((event) => [event.id, { ...list, event }]));
  let network = true;
  installFakeServer((request) => {
    if (!network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
    // The server's order is not what decides: the page orders them itself.
    if (request.url === '/api/check-in/events') return envelope([EVENT, PAST, TODAY]);
    const listed = [...lists.keys()].find((id) => request.url?.includes(id));
    if (request.url?.endsWith('/list')) return envelope(lists.get(listed!));
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 0, total: 1 });
    return { status: 404, data: { success: false, message: 'No route' } };
  });
  const first = renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const picker = await screen.findByRole('combobox', { name: 'Event' });
  expect(picker).toHaveValue(TODAY.id);
  expect(screen.getByText(/^Today · .* · Block 32$/)).toBeInTheDocument();
  const groups = within(picker).getAllByRole('group');
  expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Today', 'Upcoming', 'Past']);
  expect(within(groups[2]!).getByRole('option')).toHaveTextContent(/^Freshers Bash · \d{1,2} \w{3} \d{4}$/);
  expect(within(groups[0]!).getByRole('option')).toHaveTextContent('Winter Hackathon · 11:59 pm');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  await userEvent.selectOptions(picker, EVENT.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  first.unmount();

  // Reopened the same day: the volunteer's pick, not today's event.
  const second = renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const again = await screen.findByRole('combobox', { name: 'Event' });
  expect(again).toHaveValue(EVENT.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  await userEvent.selectOptions(again, PAST.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  second.unmount();

  // Reopened with no network: the stored lists' events, the one picked last open.
  network = false;
  online = false;
  const third = renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const offlinePicker = await screen.findByRole('combobox', { name: 'Event' });
  expect(offlinePicker).toHaveValue(PAST.id);
  expect(screen.getAllByRole('option')).toHaveLength(3);
  third.unmount();

  // A pick of an earlier day is forgotten: today's event opens again.
  localStorage.setItem(
    'guildhall-door:pick',
    JSON.stringify({ eventId: PAST.id, pickedAt: new Date(Date.now() - 2 * DAY_MS).toISOString() }),
  );
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveValue(TODAY.id);
});

it('offline, names the event of a ticket whose list this device stored', async () => {
  const OTHER = { ...EVENT, id: '7c5e4b32-7d9a-4e3f-9a4c-6b8d9e0f1a23', title: 'Golden Hour Walk', date: day(40) };
  const OTHER_SECRET = 'Z'.repeat(43);
  const otherList: CheckInList = {
    event: OTHER,
    fetchedAt: new Date().toISOString(),
    tickets: [
      {
        ...list.tickets[0]!,
        id: '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d',
        secretHash: createHash('sha256').update(OTHER_SECRET).digest('hex'),
      },
    ],
  };
  const requests = installFakeServer((request) => {
    if (request.url === '/api/check-in/events') return envelope([EVENT, OTHER]);
    if (request.url?.endsWith('/list')) return envelope(request.url.includes(OTHER.id) ? otherList : list);
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 0, total: 1 });
    return { status: 404, data: { success: false, message: 'No route' } };
  });
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const picker = await screen.findByRole('combobox', { name: 'Event' });
  // The other event's door was opened on this device once (its list stored), then this one's.
  await userEvent.selectOptions(picker, OTHER.id);
  await waitFor(() => expect(requests.some((request) => request.url?.includes(`${OTHER.id}/list`))).toBe(true));
  await userEvent.selectOptions(picker, EVENT.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));

  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(await screen.findByText('Offline')).toBeInTheDocument();
  scan(OTHER_SECRET);
  const verdict = await screen.findByTestId('verdict');
  await waitFor(() => expect(verdict).toHaveAttribute('data-result', 'other-event'));
  expect(verdict).toHaveTextContent(`This ticket is for ${OTHER.title}`);
  expect(verdict).toHaveTextContent('Judged offline');
});

describe('the verdict at a queue', () => {
  // The page's timers run on the test's clock; promises (the fake server's answers) settle as it moves.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
  const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  const verdict = () => screen.queryByTestId('verdict');
  const OTHER_SECRET = 'Q'.repeat(43);

  /** Redeems: admitted first, then 'already checked in'; the counter moves on every ask (the page re-renders). */
  function serveQueue() {
    let redeems = 0;
    let counted = 0;
    return installFakeServer((request) => {
      if (request.url === '/api/check-in/events') return envelope([EVENT]);
      if (request.url?.endsWith('/list')) return envelope(list);
      if (request.url?.endsWith('/counts')) return envelope({ checkedIn: (counted += 1), total: 10 });
      if (request.url?.endsWith('/search')) return envelope(HITS);
      if (request.url?.endsWith('/redeem')) {
        redeems += 1;
        return envelope(
          redeems === 1
            ? { result: 'admitted', ticket: TICKET, checkedInAt: new Date().toISOString(), checkedInBy: 'Club Admin' }
            : {
                result: 'already-checked-in',
                ticket: TICKET,
                checkedInAt: new Date().toISOString(),
                checkedInBy: 'Ravi Kumar',
              },
        );
      }
      return { status: 404, data: { success: false, message: 'No route' } };
    });
  }

  async function openDoor() {
    renderAtRoute(<CheckInPage />, '/tickets/check-in');
    await wait(100);
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue(EVENT.id);
    expect(screen.getByTestId('door-counter')).toHaveTextContent(/^\d+ \/ 10/);
    return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTimeAsync(ms) });
  }

  it('clears itself: Checked in after 2.5 s, a refusal after 5 s, however often the page re-renders meanwhile', async () => {
    serveQueue();
    await openDoor();
    scan(SECRET);
    await wait(0);
    expect(verdict()).toHaveAttribute('data-result', 'admitted');
    await wait(2_400);
    expect(verdict()).toBeInTheDocument();
    await wait(200);
    expect(verdict()).not.toBeInTheDocument();

    await wait(1_300);
    const counter = screen.getByTestId('door-counter').textContent;
    scan(OTHER_SECRET);
    await wait(0);
    expect(verdict()).toHaveAttribute('data-result', 'already-checked-in');
    await wait(4_900);
    // The live counter asked again meanwhile (a new figure, a re-render): the verdict kept its own time.
    expect(screen.getByTestId('door-counter').textContent).not.toBe(counter);
    expect(verdict()).toHaveAttribute('data-result', 'already-checked-in');
    await wait(200);
    expect(verdict()).not.toBeInTheDocument();
  });

  it('gives way to the next name typed: the focus is in the search field, the keys land there, results show', async () => {
    serveQueue();
    const user = await openDoor();
    const field = screen.getByLabelText('Search by name, LPU ID or e-mail');
    await user.type(field, 'asha');
    await wait(300);
    await user.click(screen.getByRole('button', { name: 'Check in Asha Verma' }));
    await wait(0);
    expect(verdict()).toHaveAttribute('data-result', 'admitted');
    // Announced, and the focus back in the (now empty) search field for the next guest.
    expect(verdict()).toHaveAttribute('role', 'alert');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');

    await user.keyboard('R');
    expect(verdict()).not.toBeInTheDocument();
    await user.keyboard('avi');
    expect(field).toHaveValue('Ravi');
    await wait(300);
    expect(screen.getByRole('list', { name: 'Search results' })).toBeVisible();

    // A tap closes a verdict and leaves the focus in the field, so typing goes on there.
    scan(SECRET);
    await wait(0);
    expect(verdict()).toBeInTheDocument();
    await user.click(verdict()!);
    expect(verdict()).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.keyboard(' K');
    expect(field).toHaveValue('Ravi K');
  });

  it('replaces a verdict with the next scan’s, which keeps its own time', async () => {
    const requests = serveQueue();
    const user = await openDoor();
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    await wait(0);
    scan(SECRET);
    await wait(0);
    expect(verdict()).toHaveAttribute('data-result', 'admitted');
    await wait(2_000);

    // The camera reads the next guest's code while 'Checked in' is still up: its verdict replaces it at once.
    act(() => mockCamera.sees!(OTHER_SECRET));
    await wait(0);
    expect(verdict()).toHaveAttribute('data-result', 'already-checked-in');
    expect(verdict()).toHaveTextContent('Already checked in');
    expect(screen.getAllByTestId('verdict')).toHaveLength(1);
    expect(screen.getByLabelText('Search by name, LPU ID or e-mail')).toHaveFocus();
    await wait(4_900);
    expect(verdict()).toHaveAttribute('data-result', 'already-checked-in');
    await wait(200);
    expect(verdict()).not.toBeInTheDocument();
    const redeems = requests.filter((request) => request.url?.endsWith('/redeem'));
    expect(redeems.map((request) => JSON.parse(request.data as string))).toEqual([
      { secret: SECRET },
      { secret: OTHER_SECRET },
    ]);
  });
});

it('lists completed and past events under Past, after the upcoming ones, and opens the next one', async () => {
  const NEXT = { ...EVENT, id: 'a1b2c3d4-0000-4000-8000-000000000001', title: 'Build Night', date: day(2) };
  const LATER = { ...EVENT, id: 'a1b2c3d4-0000-4000-8000-000000000002', title: 'Spring Gala', date: day(30) };
  const DONE_TODAY = {
    ...EVENT,
    id: 'a1b2c3d4-0000-4000-8000-000000000003',
    title: 'Morning Run',
    date: clubDay(),
    time: '06:30',
    status: 'completed' as const,
  };
  const LAST_WEEK = { ...EVENT, id: 'a1b2c3d4-0000-4000-8000-000000000004', title: 'Freshers Bash', date: day(-7) };
  installFakeServer((request) => {
    if (request.url === '/api/check-in/events') return envelope([LATER, DONE_TODAY, LAST_WEEK, NEXT]);
    if (request.url?.endsWith('/list')) return envelope(list);
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 0, total: 1 });
    return { status: 404, data: { success: false, message: 'No route' } };
  });
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const picker = await screen.findByRole('combobox', { name: 'Event' });
  expect(picker).toHaveValue(NEXT.id);
  expect(screen.getByText(/^Upcoming · .* · Block 32$/)).toBeInTheDocument();
  const groups = within(picker).getAllByRole('group');
  expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Upcoming', 'Past']);
  const titles = (group: HTMLElement) =>
    within(group)
      .getAllByRole('option')
      .map((option) => option.textContent?.split(' · ')[0]);
  expect(titles(groups[0]!)).toEqual(['Build Night', 'Spring Gala']);
  expect(titles(groups[1]!)).toEqual(['Morning Run', 'Freshers Bash']);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
});
