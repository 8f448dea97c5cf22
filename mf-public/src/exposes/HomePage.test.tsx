import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicEvent, TeamMember } from '@guildhall/contracts';
import { CLUB_CONTACT } from '@guildhall/contracts/club';
import { renderAtRoute } from '@guildhall/ui/test-support';
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
    return {
      ok: answer.status < 400,
      status: answer.status,
      json: async () => ({ success: answer.status < 400, message: 'x', data: answer.data }),
    } as Response;
  }) as jest.Mock;
});

it('shows the hero, whose one call to action opens the Join Club tab', async () => {
  const user = userEvent.setup();
  renderAtRoute(<HomePage />, '/home');
  await user.click(screen.getByRole('button', { name: 'Join Our Community' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ tab: 'register' }));
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

it.each([
  ['nothing is ahead', { status: 200, data: null }],
  ['the call fails', { status: 404, data: undefined }],
])("shows 'No Upcoming Events' / 'Stay Tuned!' when %s", async (_, answer) => {
  answers['/api/events/upcoming-event'] = answer;
  renderAtRoute(<HomePage />, '/home');
  expect(await screen.findByText('No Upcoming Events')).toBeInTheDocument();
  expect(screen.getByText('Stay Tuned!')).toBeInTheDocument();
});

it('shows the four leaders and leads to the full team; nothing when they cannot load', async () => {
  const { unmount } = renderAtRoute(<HomePage />, '/home');
  const leaders = await screen.findByRole('region', { name: 'Meet Our Leaders' });
  expect(await within(leaders).findAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(
    within(leaders)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Aarav Mehta', 'Ishita Rao', 'Kabir Sandhu', 'Meera Iyer']);
  expect(within(leaders).getByText('CEO')).toBeInTheDocument();
  expect(within(leaders).getByRole('link', { name: 'Explore Full Team' })).toHaveAttribute('href', '/team');
  unmount();

  answers['/api/members/getleaders'] = { status: 404 };
  renderAtRoute(<HomePage />, '/home');
  await screen.findByRole('article', { name: 'Night of the Lost Souls' });
  expect(screen.queryByRole('region', { name: 'Meet Our Leaders' })).not.toBeInTheDocument();
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
