import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CertificateVerdict } from '@guildhall/contracts/certificates';
import { CERTIFICATE_PAGE_ROUTE } from '@guildhall/contracts/paths';
import { MemoryRouter, Route, Routes } from '@guildhall/ui/router';
import { createTestQueryClient, settle } from '@guildhall/ui/test-support';
import CertificatePage from './CertificatePage';

const CODE = 'GH-7K2M-Q9XD-4HPA';
const genuine: CertificateVerdict = {
  code: CODE,
  state: 'valid',
  fullName: 'Asha Verma',
  eventTitle: 'Night of the Lost Souls',
  eventDate: '2026-03-14',
  venue: 'Block 32 Amphitheatre',
  issuedAt: '2026-03-16T05:00:00.000Z',
  revokedAt: null,
  replaced: false,
};
// 20:00 UTC is 1:30 am the next day in the club's zone: the page writes the club's day.
const revoked = (replaced: boolean): CertificateVerdict => ({
  ...genuine,
  state: 'revoked',
  revokedAt: '2026-04-02T20:00:00.000Z',
  replaced,
});

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, message: 'ok', data } });
const refused = (status: number, message?: string): Answer => ({
  status,
  body: message ? { success: false, message } : {},
});

let answer: () => Answer;
const fetchMock = jest.fn(async (_url: string) => {
  const { status, body } = answer();
  return { ok: status < 400, status, json: async () => body } as Response;
});
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => url);

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={CERTIFICATE_PAGE_ROUTE} element={<CertificatePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The details list as [term, definition] pairs. */
const details = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

it('checks a genuine certificate (a code typed in lower case too) and shows what it certifies, with its PDF', async () => {
  answer = () => ok(genuine);
  renderAt(`/certificates/${CODE.toLowerCase()}`);

  expect(screen.getByRole('heading', { level: 1, name: 'Certificate check' })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Checking the certificate...' })).toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeInTheDocument();
  expect(requestedUrls()).toEqual([`/api/certificates/${CODE}`]);
  expect(screen.getByText('Asha Verma attended Night of the Lost Souls.')).toBeInTheDocument();
  expect(details()).toEqual([
    ['Name', 'Asha Verma'],
    ['Event', 'Night of the Lost Souls'],
    ['Date', '14 Mar 2026'],
    ['Venue', 'Block 32 Amphitheatre'],
    ['Issued on', '16 Mar 2026'],
    ['Code', CODE],
  ]);
  expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute(
    'href',
    `/api/certificates/${CODE}/pdf`,
  );
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it.each([
  [true, 'says it was replaced'],
  [false, 'says nothing of a replacement'],
])(
  'shows a revoked certificate (replaced: %s): %s, when it was revoked and whose it was, with no PDF',
  async (replaced) => {
    answer = () => ok(revoked(replaced));
    renderAt(`/certificates/${CODE}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Revoked certificate' })).toBeInTheDocument();
    expect(screen.getByText('This certificate was revoked by the club and is no longer valid.')).toBeInTheDocument();
    expect(screen.queryByText('It was replaced by a new certificate.') !== null).toBe(replaced);
    expect(details()).toEqual([
      ['Name', 'Asha Verma'],
      ['Event', 'Night of the Lost Souls'],
      ['Date', '14 Mar 2026'],
      ['Venue', 'Block 32 Amphitheatre'],
      ['Issued on', '16 Mar 2026'],
      ['Revoked on', '3 Apr 2026'],
      ['Code', CODE],
    ]);
    expect(screen.queryByRole('link', { name: 'Download the PDF' })).not.toBeInTheDocument();
    expect(screen.queryByText(/attended/)).not.toBeInTheDocument();
  },
);

it('says a code no certificate has is unknown (a 404, asked once)', async () => {
  answer = () => refused(404, 'No certificate has this code.');
  renderAt(`/certificates/${CODE}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Unknown certificate' })).toBeInTheDocument();
  expect(
    screen.getByText('No certificate has this code. Check it against the one printed under the QR code.'),
  ).toBeInTheDocument();
  expect(requestedUrls()).toEqual([`/api/certificates/${CODE}`]);
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

it.each(['not-a-code', 'GH-7K2M-Q9XD-4HPI', 'GH-7K2M-Q9XD'])(
  'says %s is unknown without asking the server (it cannot be a code)',
  async (code) => {
    answer = () => ok(genuine);
    renderAt(`/certificates/${code}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Unknown certificate' })).toBeInTheDocument();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  },
);

it('shows a failure with Try again (never as unknown), and the verdict once the server answers', async () => {
  answer = () => refused(503);
  const user = userEvent.setup();
  renderAt(`/certificates/${CODE}`);

  expect(await screen.findByRole('alert')).toHaveTextContent('The certificate could not be checked. Please try again.');
  expect(screen.getByRole('heading', { level: 1, name: 'Certificate check' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Unknown certificate' })).not.toBeInTheDocument();
  // A 5xx is tried twice more before the page says so.
  expect(fetchMock).toHaveBeenCalledTimes(3);

  answer = () => ok(genuine);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Genuine certificate' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(4);
});
