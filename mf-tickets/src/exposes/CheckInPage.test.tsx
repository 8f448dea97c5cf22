import { createHash, webcrypto } from 'node:crypto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import userEvent from '@testing-library/user-event';
import type { CheckInList } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
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
      enqueue: async (entry: { nonce: string }) => void queue.set(entry.nonce, entry),
      queued: async (eventId: string) => [...queue.values()].filter((entry) => entry.eventId === eventId),
      dequeue: async (nonces: string[]) => nonces.forEach((nonce) => queue.delete(nonce)),
    },
  };
});

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const EVENT = {
  id: '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11',
  title: 'Night of the Lost Souls',
  date: '2026-12-12',
  time: '19:30',
  venue: 'Block 32',
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
 * A USB scanner: the characters in one quick burst (1 ms apart), then Enter. The burst keeps time on a clock of its
 * own: on a machine busy with the rest of `npm test` the test process can be paused between two keys for longer
 * than the scanner's key gap, and a real burst would never be.
 */
function scan(text: string) {
  const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
  for (const key of [...text, 'Enter']) {
    clock += 1;
    fireEvent.keyDown(window, { key });
  }
  now.mockRestore();
  clock += 1_000; // the next burst comes after a pause
}

let online = true;
beforeEach(() => {
  resetSession();
  useSession.setState({ user: adminClaims, isAuthenticated: true, loading: false });
  online = true;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
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

it('admits a ticket scanned by a USB scanner, full screen, and ignores a partial code', async () => {
  const requests = serve();
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveValue(EVENT.id);
  expect(await screen.findByTestId('door-counter')).toHaveTextContent('3 / 10');

  scan(SECRET.slice(0, 30));
  scan(SECRET);
  const verdict = await screen.findByTestId('verdict');
  expect(verdict).toHaveTextContent('Checked in');
  expect(verdict).toHaveTextContent('Asha Verma');
  const redeems = requests.filter((request) => request.url?.endsWith('/redeem'));
  expect(redeems.map((request) => JSON.parse(request.data as string))).toEqual([{ secret: SECRET }]);
});

it('says when and by whom a ticket was already checked in (club time)', async () => {
  serve(() => ({
    result: 'already-checked-in',
    ticket: TICKET,
    checkedInAt: '2026-12-12T13:32:00.000Z',
    checkedInBy: 'Asha Verma',
  }));
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  await screen.findByTestId('door-counter');
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('3 / 10'));
  scan(SECRET);
  expect(await screen.findByTestId('verdict')).toHaveTextContent('Already checked in at 19:02 by Asha');
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

it('tells a member without a door grant that there is nothing to check in', async () => {
  installFakeServer(() => envelope([]));
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  expect(await screen.findByText(/You have no event to check people in for/)).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Event' })).not.toBeInTheDocument();
});

it('reopens the event this device last worked, online and with no network', async () => {
  const OTHER = { ...EVENT, id: '8a3c2f10-5b7e-4c1d-9e2a-4f6b7c8d9e01', title: 'Winter Hackathon', date: '2026-12-20' };
  const otherList = { ...list, event: OTHER };
  let network = true;
  installFakeServer((request) => {
    if (!network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, request);
    if (request.url === '/api/check-in/events') return envelope([OTHER, EVENT]);
    if (request.url?.endsWith('/list')) return envelope(request.url.includes(OTHER.id) ? otherList : list);
    if (request.url?.endsWith('/counts')) return envelope({ checkedIn: 0, total: 1 });
    return { status: 404, data: { success: false, message: 'No route' } };
  });
  const first = renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const picker = await screen.findByRole('combobox', { name: 'Event' });
  expect(picker).toHaveValue(OTHER.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  await userEvent.selectOptions(picker, EVENT.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  first.unmount();

  // Reopened: the event picked last, not the newest. Then the other one is picked.
  const second = renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const again = await screen.findByRole('combobox', { name: 'Event' });
  expect(again).toHaveValue(EVENT.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  await userEvent.selectOptions(again, OTHER.id);
  await waitFor(() => expect(screen.getByTestId('door-counter')).toHaveTextContent('0 / 1'));
  second.unmount();

  // Reopened with no network: the stored lists' events (EVENT's is the first stored), the one picked last open.
  network = false;
  online = false;
  renderAtRoute(<CheckInPage />, '/tickets/check-in');
  const offlinePicker = await screen.findByRole('combobox', { name: 'Event' });
  expect(offlinePicker).toHaveValue(OTHER.id);
  expect(screen.getAllByRole('option')).toHaveLength(2);
});
