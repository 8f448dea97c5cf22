import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { formatDateTime } from '@guildhall/contracts/dates';
import { WAITLIST_MESSAGES, type WaitlistDesk, type WaitlistDeskEntry } from '@guildhall/contracts/waitlist';
import { installFakeServer, type FakeReply } from '@guildhall/shared-session/test-support';
import { atPhoneWidth, renderAtRoute } from '@guildhall/ui/test-support';
import WaitlistSection from './WaitlistSection';

// The grid renders slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(60_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const LIST_URL = `/api/admin/events/${EVENT_ID}/waitlist`;
const OFFER_EXPIRES_AT = '2026-12-05T14:00:00.000Z';

const entry = (id: string, fullName: string, extra: Partial<WaitlistDeskEntry> = {}): WaitlistDeskEntry => ({
  id,
  position: null,
  fullName,
  email: `${id}@example.org`,
  lpuId: `1234567${id.slice(-1)}`,
  phone: '+91 98765 43210',
  state: 'waiting',
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: '2026-11-20T10:05:00.000Z',
  offerExpiresAt: null,
  ...extra,
});
const bina = entry('e1', 'Bina Shah', { position: 1, state: 'offered', offerExpiresAt: OFFER_EXPIRES_AT });
const asha = entry('e2', 'Asha Verma', { position: 2 });
const esha = entry('e3', 'Esha Rao', { state: 'claimed' });

const list = (entries: WaitlistDeskEntry[], extra: Partial<WaitlistDesk> = {}): WaitlistDesk => ({
  enabled: true,
  offerWindowMinutes: 90,
  counts: { waiting_confirmation: 3, waiting: 1, offered: 1, claimed: 1, expired: 4, left: 2, removed: 0 },
  entries,
  ...extra,
});

const ok = (data: unknown): FakeReply => ({ status: 200, data: { success: true, message: 'ok', data } });
type Handler = (config: InternalAxiosRequestConfig) => FakeReply | undefined;

/** The list answered with `current()` (read at each call); `extra` answers the rest first. */
function serve(current: () => WaitlistDesk, extra: Handler = () => undefined) {
  return installFakeServer((config) => {
    const answer = extra(config);
    if (answer) return answer;
    if (config.method === 'get' && config.url === LIST_URL) return ok(current());
    return { status: 500, data: { success: false, message: 'unexpected call' } };
  });
}

const rowOf = async (name: string) => within((await screen.findByText(name)).closest('[role="row"]') as HTMLElement);

it('shows every count, then the line by place and the rest, offered with its deadline in club time', async () => {
  serve(() => list([bina, asha, esha]));
  renderAtRoute(<WaitlistSection eventId={EVENT_ID} />);
  const section = await screen.findByRole('region', { name: 'Waiting list' });
  expect(await within(section).findByRole('grid', { name: 'Waiting list' })).toBeInTheDocument();
  expect(within(section).getByText('A freed seat is offered to the next in line for 90 minutes.')).toBeInTheDocument();

  const counts = within(within(section).getByRole('list', { name: 'Waiting list counts' })).getAllByRole('listitem');
  expect(counts.map((count) => count.textContent)).toEqual([
    'Waiting1',
    'Offered1',
    'Claimed1',
    'Expired4',
    'Left2',
    'Not confirmed yet3',
    'Removed0',
  ]);
  const headers = within(section)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['Place', 'Name', 'E-mail', 'LPU ID', 'State', 'Actions']);
  const rows = within(section).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    `1Bina Shahe1@example.org12345671Offered until ${formatDateTime(OFFER_EXPIRES_AT)}`,
    '2Asha Vermae2@example.org12345672Waiting',
    'Esha Raoe3@example.org12345673Claimed',
  ]);
  expect(within(section).getByText('Offered until 5 Dec 2026, 7:30 pm')).toBeInTheDocument();
  // Only those still on the list can be removed.
  expect(
    (await rowOf('Asha Verma')).getByRole('button', { name: 'Remove: Asha Verma (e2@example.org)' }),
  ).toBeInTheDocument();
  expect((await rowOf('Esha Rao')).queryByRole('button')).not.toBeInTheDocument();
});

it('removes an entry after its confirmation, and reloads the list', async () => {
  let entries = [bina, asha];
  const requests = serve(
    () => list(entries),
    (config) => {
      if (config.method !== 'post') return undefined;
      const passedOn = { ...asha, position: 1, state: 'offered', offerExpiresAt: OFFER_EXPIRES_AT } as const;
      entries = [passedOn, { ...bina, position: null, state: 'removed', offerExpiresAt: null }];
      return ok(null);
    },
  );
  const user = userEvent.setup();
  renderAtRoute(<WaitlistSection eventId={EVENT_ID} />);
  await user.click((await rowOf('Bina Shah')).getByRole('button', { name: 'Remove: Bina Shah (e1@example.org)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove from the waiting list?' });
  expect(dialog).toHaveTextContent(
    'Bina Shah (e1@example.org) leaves the waiting list and is not told. A seat offered to them goes to the next in line.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.some((config) => config.method === 'post')).toBe(false);

  await user.click((await rowOf('Bina Shah')).getByRole('button', { name: /^Remove: Bina Shah/ }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Remove from the waiting list?' })).getByRole('button', {
      name: 'Remove',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.find((config) => config.method === 'post')?.url).toBe('/api/admin/waitlist/e1/remove');
  expect(await (await rowOf('Bina Shah')).findByText('Removed')).toBeInTheDocument();
  expect((await rowOf('Asha Verma')).getByText(/^Offered until/)).toBeInTheDocument();
});

it("offers the next seat now, showing the server's refusal, then that a seat was offered", async () => {
  let refuse = true;
  const requests = serve(
    () => list([asha]),
    (config) => {
      if (config.method !== 'post') return undefined;
      return refuse
        ? { status: 409, data: { success: false, message: WAITLIST_MESSAGES.noSeatToOffer } }
        : ok({ offered: 1 });
    },
  );
  const user = userEvent.setup();
  renderAtRoute(<WaitlistSection eventId={EVENT_ID} />);
  await user.click(await screen.findByRole('button', { name: 'Offer the next seat now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.noSeatToOffer);
  expect(requests.at(-1)?.url).toBe(`/api/admin/events/${EVENT_ID}/waitlist/offer-next`);

  refuse = false;
  const reads = requests.filter((config) => config.method === 'get').length;
  await user.click(screen.getByRole('button', { name: 'Offer the next seat now' }));
  expect(
    await screen.findByText('A seat was offered to the next in line: they have been e-mailed.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(WAITLIST_MESSAGES.noSeatToOffer)).not.toBeInTheDocument();
  await waitFor(() => expect(requests.filter((config) => config.method === 'get').length).toBeGreaterThan(reads));
});

it('says when the list is off (nothing to offer), and when nobody is on it', async () => {
  serve(() => list([], { enabled: false }));
  renderAtRoute(<WaitlistSection eventId={EVENT_ID} />);
  expect(
    await screen.findByText(
      "This event's waiting list is off: once sold out, it takes no names. Turn it on in the event's form.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Nobody is on the waiting list yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Offer the next seat now' })).not.toBeInTheDocument();
  expect(screen.queryByRole('grid')).not.toBeInTheDocument();
});

it("downloads the server's CSV, and shows a failed load with Retry", async () => {
  let fail = true;
  const requests = serve(
    () => list([asha]),
    (config) => {
      if (config.url === LIST_URL && fail) return { status: 500, data: { success: false } };
      if (config.url?.endsWith('/export'))
        return { status: 200, data: new Blob(['\uFEFFPlace'], { type: 'text/csv' }) };
      return undefined;
    },
  );
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:waitlist';
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const user = userEvent.setup();
  renderAtRoute(<WaitlistSection eventId={EVENT_ID} />);
  const failure = await screen.findByText('Failed to load the waiting list');
  fail = false;
  await user.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
  await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(saved).toEqual([expect.stringMatching(new RegExp(`^waitlist_${EVENT_ID}_.+\\.csv$`))]));
  const exported = requests.find((config) => config.url?.endsWith('/export'))!;
  expect(exported).toMatchObject({ url: `${LIST_URL}/export`, responseType: 'blob' });
  click.mockRestore();
});

describe('on a phone (cards)', () => {
  atPhoneWidth();

  it('shows each entry as a card with its place, state and a labelled Remove', async () => {
    serve(() => list([bina, asha, esha]));
    const user = userEvent.setup();
    renderAtRoute(<WaitlistSection eventId={EVENT_ID} />);
    const cards = await screen.findByRole('list', { name: 'Waiting list' });
    const binasCard = within(
      within(cards)
        .getByText(/Bina Shah/)
        .closest('li') as HTMLElement,
    );
    expect(binasCard.getByRole('heading', { name: '1. Bina Shah' })).toBeInTheDocument();
    expect(
      binasCard.getByText(`LPU ID 12345671 · Offered until ${formatDateTime(OFFER_EXPIRES_AT)}`),
    ).toBeInTheDocument();
    const eshasCard = within(
      within(cards)
        .getByText(/Esha Rao/)
        .closest('li') as HTMLElement,
    );
    expect(eshasCard.queryByRole('button')).not.toBeInTheDocument();
    await user.click(binasCard.getByRole('button', { name: 'Remove: Bina Shah (e1@example.org)' }));
    expect(await screen.findByRole('dialog', { name: 'Remove from the waiting list?' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
