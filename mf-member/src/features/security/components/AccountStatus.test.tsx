import { render, screen } from '@testing-library/react';
import { memberProfile } from '../../../test-support/member-profile';
import { AccountStatus } from './AccountStatus';

it('shows an active account in green, without restriction rows', () => {
  render(<AccountStatus profile={memberProfile()} />);
  expect(screen.getByText('Active')).toHaveAttribute('data-tone', 'success');
  expect(screen.queryByText('Restricted Until')).not.toBeInTheDocument();
  expect(screen.queryByText('Reason')).not.toBeInTheDocument();
});

it('shows a ban in red, with until when (the review day the admin chose) and why', () => {
  render(
    <AccountStatus
      profile={memberProfile({
        status: 'banned',
        // The API sends the chosen day as its UTC midnight: the day itself, no time, never shifted by a zone.
        restriction: { isRestricted: true, reason: 'Spam in the feed', time: '2099-01-15T00:00:00.000Z' },
      })}
    />,
  );
  expect(screen.getByText('Banned')).toHaveAttribute('data-tone', 'error');
  expect(screen.getByText('Restricted Until')).toBeInTheDocument();
  expect(screen.getByText('15 Jan 2099')).toBeInTheDocument();
  expect(screen.getByText('Reason')).toBeInTheDocument();
  expect(screen.getByText('Spam in the feed')).toBeInTheDocument();
});

it('shows any other status in grey, and a restriction without a date or reason', () => {
  render(
    <AccountStatus
      profile={memberProfile({ status: 'removed', restriction: { isRestricted: true, reason: null, time: null } })}
    />,
  );
  expect(screen.getByText('Removed')).toHaveAttribute('data-tone', 'neutral');
  expect(screen.getByText('Until an admin lifts it')).toBeInTheDocument();
  expect(screen.getByText('No reason given')).toBeInTheDocument();
});
