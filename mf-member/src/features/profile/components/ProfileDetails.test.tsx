import { render, screen } from '@testing-library/react';
import { memberProfile } from '../../../test-support/member-profile';
import { ProfileDetails } from './ProfileDetails';

it('shows every detail, the social links opening in a new tab, and the bio', () => {
  render(
    <ProfileDetails
      profile={memberProfile({
        program: 'B.Tech CSE',
        year: 2,
        linkedIn: 'https://www.linkedin.com/in/asha',
        github: 'https://github.com/asha',
        bio: 'Builds robots.',
      })}
    />,
  );

  expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  expect(screen.getByText('B.Tech CSE')).toBeInTheDocument();
  expect(screen.getByText('2nd Year')).toBeInTheDocument();
  expect(screen.getByText('1 Jul 2025')).toBeInTheDocument();
  const linkedIn = screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
  expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/in/asha');
  expect(linkedIn).toHaveAttribute('target', '_blank');
  expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://github.com/asha',
  );
  expect(screen.getByText('Builds robots.')).toBeInTheDocument();
  expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
});

it("says 'Not provided', 'No social links added' and 'No bio provided' for what is empty", () => {
  render(<ProfileDetails profile={memberProfile({ email: null })} />);

  expect(screen.getAllByText('Not provided')).toHaveLength(3);
  expect(screen.getByText('No social links added')).toBeInTheDocument();
  expect(screen.getByText('No bio provided')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('shows only the link that is set', () => {
  render(<ProfileDetails profile={memberProfile({ github: 'https://github.com/asha' })} />);
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.queryByText('No social links added')).not.toBeInTheDocument();
});

it('shows a new e-mail address waiting for its confirmation link beside the current one', () => {
  render(<ProfileDetails profile={memberProfile({ pendingEmail: 'asha.new@example.org' })} />);

  expect(screen.getByText('asha@example.org')).toBeInTheDocument();
  expect(screen.getByText('asha.new@example.org (waiting for you to open the link we sent to it)')).toBeInTheDocument();
});

it('writes the joined date in the club’s calendar, whatever the browser’s zone', () => {
  // 20:00 UTC on 30 June is 1:30 am on 1 July in the club's zone (IST).
  render(<ProfileDetails profile={memberProfile({ joinedAt: '2025-06-30T20:00:00.000Z' })} />);
  expect(screen.getByText('1 Jul 2025')).toBeInTheDocument();
});
