import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, memberCertificate, success } from '../../../test-support/member-profile';
import { OwnCertificates } from './OwnCertificates';

const latest = memberCertificate({
  code: 'GH-0AB1-CD2E-FG3H',
  fullName: 'Asha K. Verma',
  eventTitle: 'Night of the Lost Souls',
  eventDate: '2026-12-12',
  venue: 'Block 32 Amphitheatre',
  // 20:00 UTC is 1:30 am the next day in the club's zone.
  issuedAt: '2026-12-13T20:00:00.000Z',
});
const earlier = memberCertificate();

beforeEach(() => {
  resetSession();
  signInAs(memberClaims);
});

it('lists each certificate: its event, day, venue, the name it prints, when issued, its PDF and its public page', async () => {
  const requests = installFakeServer(() => success([latest, earlier]));
  renderAtRoute(<OwnCertificates />);

  expect(screen.getByRole('heading', { name: 'My certificates' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your certificates...');
  const cards = within(await screen.findByRole('list', { name: 'My certificates' })).getAllByRole('listitem');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'get', url: '/api/members/me/certificates' });
  expect(cards).toHaveLength(2);

  const [first, second] = cards as [HTMLElement, HTMLElement];
  expect(within(first).getByRole('heading', { name: 'Night of the Lost Souls' })).toBeInTheDocument();
  expect(first).toHaveTextContent('12 Dec 2026');
  expect(first).toHaveTextContent('Block 32 Amphitheatre');
  expect(first).toHaveTextContent('Name: Asha K. Verma');
  expect(first).toHaveTextContent('Issued on 14 Dec 2026');
  const pdf = within(first).getByRole('link', { name: 'Download PDF' });
  expect(pdf).toHaveAttribute('href', '/api/certificates/GH-0AB1-CD2E-FG3H/pdf');
  expect(pdf).toHaveAccessibleDescription('Night of the Lost Souls');
  expect(within(first).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
    'href',
    '/certificates/GH-0AB1-CD2E-FG3H',
  );

  expect(second).toHaveTextContent('Hack Night');
  expect(second).toHaveTextContent('1 Mar 2026');
  expect(within(second).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    '/api/certificates/GH-7K2M-Q9XD-4HPA/pdf',
  );
});

it('opens the verification page in the app', async () => {
  installFakeServer(() => success([earlier]));
  const user = userEvent.setup();
  renderAtRoute(<OwnCertificates />);

  await user.click(await screen.findByRole('link', { name: 'Verification page' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/certificates/GH-7K2M-Q9XD-4HPA');
});

it('says so when there are none', async () => {
  installFakeServer(() => success([]));
  renderAtRoute(<OwnCertificates />);

  expect(
    await screen.findByText('No certificates yet. After an event you were admitted to, the club may issue you one.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('shows a failure with Retry (never as an empty list), then the list', async () => {
  let answer: () => ReturnType<typeof success> | Promise<never> = () => failure(403);
  installFakeServer(() => answer());
  const user = userEvent.setup();
  renderAtRoute(<OwnCertificates />);

  expect(await screen.findByRole('alert')).toHaveTextContent('Your certificates could not be loaded');
  expect(screen.queryByText(/No certificates yet/)).not.toBeInTheDocument();
  answer = () => success([earlier]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('list', { name: 'My certificates' })).toHaveTextContent('Hack Night');
});
