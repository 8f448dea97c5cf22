import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicEvent, TeamMember } from '@guildhall/contracts';
import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { NETWORK_ERROR_TEXT } from '@guildhall/shared-session';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { DEFAULT_AVATAR_URL } from '../shared/PersonAvatar';
import { publicEvent, teamMember } from '../test-support/fixtures';
import HomePage from './HomePage';

const LONG = 'A horror-themed EDM night with three DJs and a fog-drenched crypt stage. '.repeat(4).trim();
const event = (overrides: Partial<PublicEvent> = {}) =>
  publicEvent({
    description: LONG,
    date: '2026-12-12',
    startsAt: '2026-12-12T14:00:00.000Z',
    spotsLeft: 480,
    tags: [],
    ...overrides,
  });
const leader = (fullName: string, designation: TeamMember['designation']) =>
  teamMember({ fullName, designation, department: 'Management' });
const LEADERS = [
  leader('Aarav Mehta', 'CEO'),
  leader('Ishita Rao', 'CTO'),
  leader('Kabir Sandhu', 'CMO'),
  leader('Meera Iyer', 'COO'),
];

/** The API's envelope; a failure carries no message of its own (the screen's default text is read then). */
const jsonReply = (answer: { status: number; data?: unknown }) =>
  ({
    ok: answer.status < 400,
    status: answer.status,
    json: async () => (answer.status < 400 ? { success: true, message: 'x', data: answer.data } : { success: false }),
  }) as Response;

let wide = true;
let answers: Record<string, { status: number; data?: unknown }>;
beforeEach(() => {
  wide = true;
  answers = {
    '/api/events/upcoming-event': { status: 200, data: event() },
    '/api/members/getleaders': { status: 200, data: { members: LEADERS } },
  };
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  global.fetch = jest.fn(async (url: string) => {
    const answer = answers[String(url)];
    if (!answer) throw new Error(`unexpected fetch ${url}`);
    return jsonReply(answer);
  }) as jest.Mock;
});

it('shows the hero, whose one call to action is a link to the Join Club tab', async () => {
  const user = userEvent.setup();
  renderAtRoute(<HomePage />, '/home');
  const join = screen.getByRole('link', { name: 'Join Our Community' });
  expect(join).toHaveAttribute('href', '/auth/register');
  await user.click(join);
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/register');
});

it('shows the upcoming event on a desktop: poster, facts, remaining tickets, description cut at 200', async () => {
  const user = userEvent.setup();
  renderAtRoute(<HomePage />, '/home');
  expect(screen.getByLabelText('Loading the upcoming event')).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Night of the Lost Souls' });
  expect(within(card).getByRole('img', { name: 'The poster' })).toHaveAttribute('src', '/uploads/p1.jpg');
  expect(card).toHaveTextContent('Venue: Block 32 Amphitheatre');
  expect(card).toHaveTextContent('Remaining tickets: 480');
  expect(card).toHaveTextContent('Organiser: Guildhall Events Team');
  expect(card).not.toHaveTextContent('Sponsor'); // 'Not Applicable' means none
  expect(card).toHaveTextContent(`${LONG.slice(0, 200).trimEnd()}...`);

  await user.click(within(card).getByRole('button', { name: 'Show more' }));
  expect(card).toHaveTextContent(LONG);
  await user.click(within(card).getByRole('button', { name: 'Show less' }));
  expect(card).not.toHaveTextContent(LONG);

  expect(within(card).getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/event/e-1');
  expect(within(card).getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/event');
});

it("shows the mobile layout under 768 px: an 'N spots' or 'Open Registration' badge, a cut at 120, More Info", async () => {
  wide = false;
  answers['/api/events/upcoming-event'] = { status: 200, data: event({ sponsor: 'Red Bull Campus Crew' }) };
  renderAtRoute(<HomePage />, '/home');
  const card = await screen.findByRole('article', { name: 'Night of the Lost Souls' });
  expect(within(card).getByText('480 spots')).toBeInTheDocument();
  expect(card).toHaveTextContent('Sponsor: Red Bull Campus Crew');
  expect(card).toHaveTextContent(`${LONG.slice(0, 120).trimEnd()}...`);
  expect(card).not.toHaveTextContent(LONG.slice(0, 121));
  expect(within(card).getByRole('link', { name: 'More Info' })).toHaveAttribute('href', '/event/e-1');
});

it("shows 'Open Registration' on mobile for an event without a capacity", async () => {
  wide = false;
  answers['/api/events/upcoming-event'] = { status: 200, data: event({ totalSpots: null, spotsLeft: null }) };
  renderAtRoute(<HomePage />, '/home');
  const card = await screen.findByRole('article', { name: 'Night of the Lost Souls' });
  expect(within(card).getByText('Open Registration')).toBeInTheDocument();
});

it("shows 'No Upcoming Events' / 'Stay Tuned!' when nothing is ahead", async () => {
  answers['/api/events/upcoming-event'] = { status: 200, data: null };
  renderAtRoute(<HomePage />, '/home');
  expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
  expect(screen.getByText('Stay Tuned!')).toBeInTheDocument();
});

it.each([
  ['a 500 without a message', () => ({ status: 500 }), 'The event could not be loaded. Please try again.'],
  ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), NETWORK_ERROR_TEXT],
])('says the event could not be loaded on %s, never that none is ahead; Retry loads it', async (_, fail, text) => {
  const user = userEvent.setup();
  let failing = true;
  const serve = global.fetch as jest.Mock;
  const realAnswer = serve.getMockImplementation()!;
  serve.mockImplementation(async (url: string) =>
    failing && url === '/api/events/upcoming-event' ? jsonReply(await fail()) : realAnswer(url),
  );
  renderAtRoute(<HomePage />, '/home');

  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Could not load the upcoming event');
  expect(failure).toHaveTextContent(text);
  expect(screen.queryByText('No Upcoming Events')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Loading the upcoming event')).not.toBeInTheDocument();

  failing = false;
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Night of the Lost Souls' })).toBeInTheDocument();
  expect(screen.queryByText('Could not load the upcoming event')).not.toBeInTheDocument();
});

it('shows the four leaders with the default picture where one is missing, and leads to the full team', async () => {
  renderAtRoute(<HomePage />, '/home');
  const leaders = await screen.findByRole('region', { name: 'Meet Our Leaders' });
  expect(await within(leaders).findAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(
    within(leaders)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Aarav Mehta', 'Ishita Rao', 'Kabir Sandhu', 'Meera Iyer']);
  expect(within(leaders).getByText('CEO')).toBeInTheDocument();
  for (const picture of within(leaders).getAllByTestId('person-avatar')) {
    expect(picture.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  }
  expect(within(leaders).getByRole('link', { name: 'Explore Full Team' })).toHaveAttribute('href', '/team');
});

it('says the leaders could not be loaded, with Retry, instead of hiding them', async () => {
  const user = userEvent.setup();
  answers['/api/members/getleaders'] = { status: 500 };
  renderAtRoute(<HomePage />, '/home');
  const leaders = await screen.findByRole('region', { name: 'Meet Our Leaders' });
  const failure = await within(leaders).findByRole('alert');
  expect(failure).toHaveTextContent('The leaders could not be loaded. Please try again.');
  expect(within(leaders).queryByLabelText('Loading the leaders')).not.toBeInTheDocument();

  answers['/api/members/getleaders'] = { status: 200, data: { members: LEADERS } };
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await within(leaders).findAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(within(leaders).queryByRole('alert')).not.toBeInTheDocument();
});

it('ends with the footer: name, social links, e-mail and phone, the 2024 copyright and the four policies', () => {
  renderAtRoute(<HomePage />, '/home');
  const footer = screen.getByRole('navigation', { name: 'Policies' }).closest('footer')!;
  expect(within(footer).getByRole('link', { name: 'Guildhall on LinkedIn' })).toHaveAttribute('target', '_blank');
  expect(within(footer).getByRole('link', { name: 'Guildhall on Instagram' })).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: CLUB_CONTACT.email })).toHaveAttribute(
    'href',
    `mailto:${CLUB_CONTACT.email}`,
  );
  expect(within(footer).getByRole('link', { name: CLUB_CONTACT.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${CLUB_CONTACT.phone}`,
  );
  expect(footer).toHaveTextContent('© 2024 Guildhall. All rights reserved.');
  expect(
    within(within(footer).getByRole('navigation', { name: 'Policies' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/policy/terms', '/policy/refund-policy', '/policy/privacy', '/policy/cookie']);
});
