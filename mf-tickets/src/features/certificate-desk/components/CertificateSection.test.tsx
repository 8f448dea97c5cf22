import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { CERTIFICATE_MESSAGES } from '@guildhall/contracts/certificate-text';
import type { CertificateDesk, DeskCertificate } from '@guildhall/contracts/certificates';
import { formatDate } from '@guildhall/contracts/dates';
import {
  adminClaims,
  fakeAccessToken,
  installFakeServer,
  resetSession,
  signInAs,
  type FakeReply,
} from '@guildhall/shared-session/test-support';
import { atPhoneWidth, renderAtRoute } from '@guildhall/ui/test-support';
import CertificateSection from './CertificateSection';

// The grid and the dialogs render slowly in jsdom on a loaded 2-core machine.
jest.setTimeout(60_000);

const EVENT_ID = '6f1c0c4e-4d59-4b43-9a39-6d9d1a0e2c11';
const DESK_URL = `/api/admin/events/${EVENT_ID}/certificates`;
const ISSUED_AT = '2026-12-06T10:00:00.000Z';
const REVOKED_AT = '2026-12-08T10:00:00.000Z';

const certificate = (code: string, fullName: string, extra: Partial<DeskCertificate> = {}): DeskCertificate => ({
  code,
  ticketId: `ticket-${code}`,
  ticketCode: `TKT-${code.slice(3, 7)}0000`,
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@example.org`,
  state: 'valid',
  issuedAt: ISSUED_AT,
  revokedAt: null,
  revokeReason: null,
  replacedBy: null,
  ...extra,
});
const asha = certificate('GH-7KQ2-M9XD-4T6B', 'Asha Verma');
const ravi = certificate('GH-R4V1-K9MR-2P8Z', 'Ravi Kumar', {
  state: 'revoked',
  revokedAt: REVOKED_AT,
  revokeReason: 'Left before the talk',
});
const chen = { ticketId: 'ticket-chen', ticketCode: 'TKT-CHEN0001', fullName: '陈伟', characters: '陈伟' };

const desk = (extra: Partial<CertificateDesk> = {}): CertificateDesk => ({
  issuable: true,
  admitted: 5,
  issued: 1,
  revoked: 1,
  toIssue: 3,
  unprintable: [],
  certificates: [asha, ravi],
  ...extra,
});

const ok = (data: unknown, message = 'ok'): FakeReply => ({ status: 200, data: { success: true, message, data } });
type Handler = (config: InternalAxiosRequestConfig) => FakeReply | undefined;

/** The desk answered with `current()` (read at each call); `extra` answers the rest first. */
function serve(current: () => CertificateDesk, extra: Handler = () => undefined) {
  return installFakeServer((config) => {
    const answer = extra(config);
    if (answer) return answer;
    if (config.method === 'get' && config.url === DESK_URL) return ok(current());
    return { status: 500, data: { success: false, message: 'unexpected call' } };
  });
}

const bodyOf = (config: InternalAxiosRequestConfig | undefined) => JSON.parse(String(config?.data));
const posts = (requests: InternalAxiosRequestConfig[]) => requests.filter((config) => config.method === 'post');
const reads = (requests: InternalAxiosRequestConfig[]) =>
  requests.filter((config) => config.method === 'get' && config.url === DESK_URL).length;
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('[role="row"]') as HTMLElement);

it('shows the loading state, then the counts and every certificate with its state, date and actions', async () => {
  serve(() => desk());
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the certificates...');

  const section = await screen.findByRole('region', { name: 'Attendance certificates' });
  expect(
    await within(section).findByText('5 admitted at the door · 1 certificate issued · 3 to issue'),
  ).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Preview one' })).toBeEnabled();
  expect(within(section).getByRole('button', { name: 'Issue 3 certificates' })).toBeEnabled();
  const grid = await within(section).findByRole('grid', { name: 'Attendance certificates' });
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'E-mail', 'Ticket', 'Code', 'State', 'Issued', 'Actions']);
  const rows = within(grid).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    `Asha Vermaasha@example.orgTKT-7KQ20000GH-7KQ2-M9XD-4T6BValid${formatDate(ISSUED_AT)}PDFRe-issueRevoke`,
    `Ravi Kumarravi@example.orgTKT-R4V10000GH-R4V1-K9MR-2P8ZRevoked on ${formatDate(REVOKED_AT)}Left before the talk${formatDate(ISSUED_AT)}`,
  ]);
  expect(within(grid).getByText('Revoked on 8 Dec 2026')).toBeInTheDocument();
  // The PDF is the public link of a valid code; a revoked one has no PDF and no action.
  expect(
    (await rowOf('Asha Verma')).getByRole('link', { name: 'PDF: Asha Verma (GH-7KQ2-M9XD-4T6B)' }),
  ).toHaveAttribute('href', '/api/certificates/GH-7KQ2-M9XD-4T6B/pdf');
  expect((await rowOf('Ravi Kumar')).queryByRole('link')).not.toBeInTheDocument();
  expect((await rowOf('Ravi Kumar')).queryByRole('button')).not.toBeInTheDocument();
});

it('says when certificates cannot be issued yet: the counts, no buttons, no names to correct', async () => {
  serve(() => desk({ issuable: false, admitted: 4, issued: 0, toIssue: 4, unprintable: [chen], certificates: [] }));
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  expect(
    await screen.findByText('Certificates can be issued once the event is completed or its night is over.'),
  ).toBeInTheDocument();
  expect(screen.getByText('4 admitted at the door · 0 certificates issued · 4 to issue')).toBeInTheDocument();
  expect(screen.getByText('No certificates issued yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText('Names the certificate cannot print')).not.toBeInTheDocument();
  // A standing note about every upcoming event, not an alert: the desk's alerts are its failures.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('issues after its confirmation, shows what the server said and reloads the counts', async () => {
  let current = desk({ issued: 1, toIssue: 2, certificates: [asha] });
  const requests = serve(
    () => current,
    (config) => {
      if (config.method !== 'post') return undefined;
      current = desk({ issued: 3, toIssue: 0, certificates: [asha] });
      return ok({ issued: 2, alreadyIssued: 1, unprintable: [] }, CERTIFICATE_MESSAGES.issued(2, 1));
    },
  );
  const user = userEvent.setup();
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  await user.click(await screen.findByRole('button', { name: 'Issue 2 certificates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Issue the certificates?' });
  expect(dialog).toHaveAccessibleDescription(
    'Each of the 2 attendees without one is e-mailed a PDF certificate, once.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts(requests)).toHaveLength(0);

  const before = reads(requests);
  await user.click(screen.getByRole('button', { name: 'Issue 2 certificates' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Issue the certificates?' })).getByRole('button', {
      name: 'Issue 2 certificates',
    }),
  );
  expect(
    await screen.findByText('2 certificates issued and e-mailed; 1 attendee had one already.'),
  ).toBeInTheDocument();
  expect(posts(requests).map((config) => config.url)).toEqual([DESK_URL]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('5 admitted at the door · 3 certificates issued · 0 to issue')).toBeInTheDocument();
  expect(reads(requests)).toBeGreaterThan(before);
  expect(screen.getByRole('button', { name: 'Issue 0 certificates' })).toBeDisabled();
});

it("shows an issue's refusal in the section", async () => {
  serve(
    () => desk(),
    (config) =>
      config.method === 'post'
        ? { status: 409, data: { success: false, message: CERTIFICATE_MESSAGES.nobodyAdmitted } }
        : undefined,
  );
  const user = userEvent.setup();
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  await user.click(await screen.findByRole('button', { name: 'Issue 3 certificates' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Issue the certificates?' })).getByRole('button', {
      name: 'Issue 3 certificates',
    }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.nobodyAdmitted);
});

it("issues an unprintable attendee's certificate under the name typed, showing the server's field error on it", async () => {
  const stillUnprintable = CERTIFICATE_MESSAGES.unprintable('陈');
  let current = desk({ unprintable: [chen] });
  const requests = serve(
    () => current,
    (config) => {
      if (config.method !== 'post') return undefined;
      if (bodyOf(config).fullName.includes('陈'))
        return {
          status: 400,
          data: { success: false, message: stillUnprintable, errors: [{ path: 'fullName', msg: stillUnprintable }] },
        };
      current = desk({ unprintable: [] });
      return ok(null, CERTIFICATE_MESSAGES.issuedOne);
    },
  );
  const user = userEvent.setup();
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  const list = await screen.findByRole('region', { name: 'Names the certificate cannot print' });
  expect(list).toHaveTextContent('These names have letters outside Latin and Devanagari.');
  const field = within(list).getByRole('textbox', { name: /^Name to print for TKT-CHEN0001/ });
  expect(field).toHaveValue('');
  expect(field).toHaveAccessibleDescription(CERTIFICATE_MESSAGES.unprintable('陈伟'));
  const issue = within(list).getByRole('button', { name: 'Issue: 陈伟 (TKT-CHEN0001)' });
  expect(issue).toBeDisabled();

  await user.type(field, 'Chen 陈');
  await user.click(issue);
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(stillUnprintable);
  expect(field).toHaveFocus();
  expect(posts(requests).at(-1)?.url).toBe(`${DESK_URL}/ticket-chen`);

  await user.clear(field);
  await user.type(field, 'Chen Wei');
  expect(field).toHaveAttribute('aria-invalid', 'false');
  await user.click(issue);
  expect(await screen.findByText(CERTIFICATE_MESSAGES.issuedOne)).toBeInTheDocument();
  expect(bodyOf(posts(requests).at(-1))).toEqual({ fullName: 'Chen Wei' });
  await waitFor(() => expect(screen.queryByText('Names the certificate cannot print')).not.toBeInTheDocument());
});

it("shows a refusal that names no field under the attendee's row, the name kept", async () => {
  serve(
    () => desk({ unprintable: [chen] }),
    (config) =>
      config.method === 'post'
        ? { status: 409, data: { success: false, message: CERTIFICATE_MESSAGES.alreadyIssued } }
        : undefined,
  );
  const user = userEvent.setup();
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  const list = await screen.findByRole('region', { name: 'Names the certificate cannot print' });
  const field = within(list).getByRole('textbox', { name: /^Name to print for TKT-CHEN0001/ });
  await user.type(field, 'Chen Wei');
  await user.click(within(list).getByRole('button', { name: 'Issue: 陈伟 (TKT-CHEN0001)' }));
  expect(await within(list).findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.alreadyIssued);
  expect(field).toHaveValue('Chen Wei');
  expect(field).toHaveAttribute('aria-invalid', 'false');
});

it('re-issues under the corrected name and revokes with a reason, sending each its body', async () => {
  const requests = serve(
    () => desk(),
    (config) => {
      if (config.url?.endsWith('/reissue')) return ok({ code: 'GH-NEW1-NEW1-NEW1' }, CERTIFICATE_MESSAGES.reissued);
      if (config.url?.endsWith('/revoke')) return ok(null, CERTIFICATE_MESSAGES.revoked);
      return undefined;
    },
  );
  const user = userEvent.setup();
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  await user.click(
    (await rowOf('Asha Verma')).getByRole('button', { name: 'Re-issue: Asha Verma (GH-7KQ2-M9XD-4T6B)' }),
  );
  const reissue = await screen.findByRole('dialog', { name: 'Re-issue under a corrected name' });
  expect(reissue).toHaveAccessibleDescription(
    'The current code is revoked and the attendee is e-mailed a new certificate.',
  );
  const name = within(reissue).getByRole('textbox', { name: /^Full name/ });
  expect(name).toHaveValue('Asha Verma');
  await user.clear(name);
  await user.type(name, 'Asha R. Verma');
  await user.click(within(reissue).getByRole('button', { name: 'Re-issue' }));
  expect(await screen.findByText(CERTIFICATE_MESSAGES.reissued)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts(requests).at(-1)?.url).toBe('/api/admin/certificates/GH-7KQ2-M9XD-4T6B/reissue');
  expect(bodyOf(posts(requests).at(-1))).toEqual({ fullName: 'Asha R. Verma' });

  await user.click((await rowOf('Asha Verma')).getByRole('button', { name: /^Revoke: Asha Verma/ }));
  const revoke = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
  expect(revoke).toHaveAccessibleDescription(
    "Asha Verma's certificate will read as revoked on its verification page. This cannot be undone.",
  );
  const confirm = within(revoke).getByRole('button', { name: 'Revoke' });
  expect(confirm).toBeDisabled();
  await user.type(within(revoke).getByRole('textbox', { name: /^Reason/ }), 'Was not at the event');
  await user.click(confirm);
  expect(await screen.findByText(CERTIFICATE_MESSAGES.revoked)).toBeInTheDocument();
  expect(posts(requests).at(-1)?.url).toBe('/api/admin/certificates/GH-7KQ2-M9XD-4T6B/revoke');
  expect(bodyOf(posts(requests).at(-1))).toEqual({ reason: 'Was not at the event' });
});

it("keeps the revoke dialog open with the server's refusal of the reason on its field", async () => {
  const tooLong = 'Reason must be at most 300 characters';
  serve(
    () => desk(),
    (config) =>
      config.method === 'post'
        ? { status: 400, data: { success: false, message: tooLong, errors: [{ path: 'reason', msg: tooLong }] } }
        : undefined,
  );
  const user = userEvent.setup();
  renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
  await user.click((await rowOf('Asha Verma')).getByRole('button', { name: /^Revoke: Asha Verma/ }));
  const revoke = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
  const reason = within(revoke).getByRole('textbox', { name: /^Reason/ });
  await user.type(reason, 'x');
  await user.click(within(revoke).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription(tooLong));
  expect(screen.getByRole('dialog', { name: 'Revoke this certificate?' })).toBeInTheDocument();
});

describe('Preview one', () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  let opened: jest.SpyInstance;
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    signInAs(adminClaims);
  });
  afterEach(() => {
    opened.mockRestore();
    resetSession();
  });

  it("fetches the sample PDF with the admin's token and opens it in a new tab", async () => {
    opened = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const requests = serve(
      () => desk(),
      (config) => (config.url?.endsWith('/preview') ? { status: 200, data: pdf } : undefined),
    );
    const user = userEvent.setup();
    renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Preview one' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:preview', '_blank'));
    const asked = requests.find((config) => config.url === `${DESK_URL}/preview`)!;
    expect(asked).toMatchObject({ method: 'get', responseType: 'blob' });
    expect(asked.headers.get('Authorization')).toBe(`Bearer ${fakeAccessToken(adminClaims)}`);
  });

  it("saves the PDF when the tab is blocked, and shows the server's refusal", async () => {
    opened = jest.spyOn(window, 'open').mockReturnValue(null);
    let refuse = false;
    serve(
      () => desk(),
      (config) => {
        if (!config.url?.endsWith('/preview')) return undefined;
        if (!refuse) return { status: 200, data: pdf };
        const refusal = JSON.stringify({ success: false, message: CERTIFICATE_MESSAGES.nobodyAdmitted });
        // jsdom's Blob has no text() (browsers' has): this one brings its own.
        const body = Object.assign(new Blob([refusal], { type: 'application/json' }), { text: async () => refusal });
        return { status: 409, data: body };
      },
    );
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Preview one' }));
    await waitFor(() => expect(saved).toEqual(['certificate-preview.pdf']));
    click.mockRestore();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Preview one' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.nobodyAdmitted);
  });
});

describe('on a phone (cards)', () => {
  atPhoneWidth();

  it('shows each certificate as a card with its codes, state and labelled actions', async () => {
    serve(() => desk());
    const user = userEvent.setup();
    renderAtRoute(<CertificateSection eventId={EVENT_ID} />);
    const cards = await screen.findByRole('list', { name: 'Attendance certificates' });
    const ashasCard = within(within(cards).getByRole('heading', { name: 'Asha Verma' }).closest('li') as HTMLElement);
    expect(
      ashasCard.getByText(`Ticket TKT-7KQ20000 · Code GH-7KQ2-M9XD-4T6B · Issued ${formatDate(ISSUED_AT)}`),
    ).toBeInTheDocument();
    expect(ashasCard.getByText('Valid')).toBeInTheDocument();
    const ravisCard = within(within(cards).getByRole('heading', { name: 'Ravi Kumar' }).closest('li') as HTMLElement);
    expect(ravisCard.getByText(`Revoked on ${formatDate(REVOKED_AT)}`)).toBeInTheDocument();
    expect(ravisCard.getByText('Left before the talk')).toBeInTheDocument();
    expect(ravisCard.queryByRole('button')).not.toBeInTheDocument();
    await user.click(ashasCard.getByRole('button', { name: 'Revoke: Asha Verma (GH-7KQ2-M9XD-4T6B)' }));
    expect(await screen.findByRole('dialog', { name: 'Revoke this certificate?' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
