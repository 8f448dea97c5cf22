import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactRequest } from '@guildhall/contracts';
import {
  adminClaims,
  type FakeReply,
  installFakeServer,
  memberClaims,
  resetSession,
  signInAs,
} from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import ContactPage from './ContactPage';

type User = ReturnType<typeof userEvent.setup>;

const FIELDS = {
  'Full Name': 'Kabir Singh',
  'LPU ID': '12311111',
  Email: 'kabir@example.org',
  'Phone Number': '9123456789',
  Subject: 'Sponsoring',
  Message: 'We would like to sponsor the hackathon.',
};

/** What GET /api/members/me answers for memberClaims: the LPU ID the token does not carry. */
const MEMBER_PROFILE = { fullname: memberClaims.fullname, email: memberClaims.email, LpuId: '12345678' };

async function fillForm(user: User) {
  for (const [label, text] of Object.entries(FIELDS)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

const signIn = (claims: object) => act(() => signInAs(claims));

beforeEach(resetSession);
afterEach(() => jest.useRealTimers());

describe('for guests and members', () => {
  it('shows the form and the support phone and e-mail', () => {
    renderAtRoute(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@guildhall.test' })).toHaveAttribute(
      'href',
      'mailto:support@guildhall.test',
    );
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  });

  it('requires all six fields and an e-mail address', async () => {
    const user = userEvent.setup();
    renderAtRoute(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Full name is required',
      'LPU ID is required',
      'Invalid email format',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it("sends a member's message with their details filled in, reads 'Sending...', keeps only those after", async () => {
    jest.useFakeTimers();
    let answer: (reply: FakeReply) => void = () => {};
    const requests = installFakeServer((config) =>
      config.url === '/api/members/me'
        ? { status: 200, data: { success: true, message: 'ok', data: { ...MEMBER_PROFILE } } }
        : new Promise<FakeReply>((resolve) => (answer = resolve)),
    );
    signIn(memberClaims);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAtRoute(<ContactPage />, '/contact');
    expect(await screen.findByDisplayValue(MEMBER_PROFILE.LpuId)).toBe(screen.getByLabelText('LPU ID'));
    for (const label of ['Phone Number', 'Subject', 'Message'] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(FIELDS[label]);
    }
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => answer({ status: 201, data: { success: true, message: 'ok', data: { id: 'c-1' } } }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/members/me', '/api/contact/send']);
    expect(JSON.parse(String(requests[1]?.data))).toEqual({
      name: memberClaims.fullname,
      lpuID: MEMBER_PROFILE.LpuId,
      email: memberClaims.email,
      phone: '9123456789',
      subject: 'Sponsoring',
      message: 'We would like to sponsor the hackathon.',
    });
    // Cleared for the next message, the member's details kept.
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Full Name')).toHaveValue(memberClaims.fullname);
    expect(screen.getByLabelText('LPU ID')).toHaveValue(MEMBER_PROFILE.LpuId);

    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('Your message has been sent successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Your message has been sent successfully!')).not.toBeInTheDocument();
  });

  it("clears a guest's whole form after a sent message", async () => {
    installFakeServer(() => ({ status: 201, data: { success: true, message: 'ok', data: { id: 'c-1' } } }));
    const user = userEvent.setup();
    renderAtRoute(<ContactPage />, '/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('LPU ID')).toHaveValue('');
  });

  it.each([
    [
      { status: 429, data: { success: false, message: 'Too many attempts. Please try again in 10 minutes.' } },
      'Too many attempts. Please try again in 10 minutes.',
    ],
    [{ status: 500 }, 'Failed to send message'],
  ])("shows the server's message, else 'Failed to send message', and keeps the text", async (reply, text) => {
    installFakeServer(() => reply);
    const user = userEvent.setup();
    renderAtRoute(<ContactPage />, '/contact');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Sponsoring');
  });
});

describe('for admins', () => {
  const request = (overrides: Partial<ContactRequest>): ContactRequest => ({
    id: 'c-1',
    name: 'Kabir Singh',
    email: 'kabir@example.org',
    phone: '9123456789',
    lpuID: '12311111',
    subject: 'Sponsoring',
    message: 'We would like to sponsor the hackathon.',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    ...overrides,
  });
  const page = (docs: ContactRequest[]) => ({
    status: 200,
    data: { success: true, message: 'ok', data: { docs, totalDocs: docs.length, page: 1, limit: 100 } },
  });

  beforeEach(() => signIn(adminClaims));

  it('lists the requests instead of the form; a card expands to its details and resolves', async () => {
    const requests = installFakeServer((config) =>
      config.method === 'patch'
        ? {
            status: 200,
            data: {
              success: true,
              message: 'ok',
              data: request({ status: 'resolved', resolvedAt: '2026-11-21T10:00:00.000Z' }),
            },
          }
        : page([
            request({}),
            request({ id: 'c-2', subject: 'Lost ticket', status: 'resolved', resolvedAt: '2026-11-19T10:00:00.000Z' }),
          ]),
    );
    const user = userEvent.setup();
    renderAtRoute(<ContactPage />, '/contact');

    expect(await screen.findByText('1 open of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Requests' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    const card = screen.getByRole('button', { name: /Sponsoring/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('We would like to sponsor the hackathon.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText('0 open of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Resolved' })).not.toBeInTheDocument();
    expect(within(card).getByText('Resolved')).toBeInTheDocument();
    expect(requests.map((sent) => `${sent.method} ${sent.url}`)).toEqual([
      'get /api/contact/getall',
      'patch /api/contact/c-1/resolve',
    ]);
  });

  it("says 'Failed to fetch contacts', and only that, when the list cannot load; Retry loads it", async () => {
    let fail = true;
    installFakeServer(() => (fail ? { status: 500, data: { success: false } } : page([request({})])));
    const user = userEvent.setup();
    renderAtRoute(<ContactPage />, '/contact');
    expect(await screen.findByText('Failed to fetch contacts')).toBeInTheDocument();
    expect(screen.queryByText('No contact requests yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/open of/)).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 open of 1')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch contacts')).not.toBeInTheDocument();
  });

  it('says so when there are no requests yet', async () => {
    installFakeServer(() => page([]));
    renderAtRoute(<ContactPage />, '/contact');
    expect(await screen.findByText('No contact requests yet')).toBeInTheDocument();
  });

  it('dates each request with the one date format', async () => {
    installFakeServer(() => page([request({})]));
    renderAtRoute(<ContactPage />, '/contact');
    // 10:00 UTC is 3:30 pm in the club's time zone.
    expect(await screen.findByText(/20 Nov 2026, 3:30 pm/)).toBeInTheDocument();
  });

  it("says 'Failed to mark as resolved' and keeps the request open when resolving fails", async () => {
    installFakeServer((config) => (config.method === 'patch' ? { status: 500 } : page([request({})])));
    const user = userEvent.setup();
    renderAtRoute(<ContactPage />, '/contact');
    await user.click(await screen.findByRole('button', { name: /Sponsoring/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText('Failed to mark as resolved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Resolved' })).toBeEnabled();
  });
});
