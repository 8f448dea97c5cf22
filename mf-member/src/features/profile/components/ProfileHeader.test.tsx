import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@guildhall/shared-session';
import { installFakeServer, memberClaims, resetSession, signInAs } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { failure, memberProfile, renewedSession, success } from '../../../test-support/member-profile';
import { OWN_PROFILE_QUERY_KEY } from '../api/get-own-profile';
import { ProfileHeader } from './ProfileHeader';
import type { Designation } from '@guildhall/contracts';

const NEW_PICTURE = '/uploads/image/0123456789abcdef0123456789abcdef.png';
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

beforeEach(() => {
  resetSession();
  signInAs(memberClaims);
});

const renderHeader = (designation: Designation = 'CTO') =>
  renderAtRoute(
    <ProfileHeader
      fullname="Asha Verma"
      pictureUrl={null}
      designation={designation}
      department="Technical"
      lpuId="12345678"
    />,
  );

/** The hidden file input the camera button opens (the picker itself is the browser's). */
const pictureInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

it('shows the initial, name, designation • department and LPU ID', () => {
  renderHeader();
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
  expect(screen.getByText('CTO • Technical')).toBeInTheDocument();
  expect(screen.getByText('LPU ID: 12345678')).toBeInTheDocument();
});

it('writes the designation as every screen does: Member, not member', () => {
  renderHeader('member');
  expect(screen.getByText('Member • Technical')).toBeInTheDocument();
});

it('opens the picture picker from a real button, with the mouse, Enter or Space', async () => {
  installFakeServer(() => success(memberProfile()));
  const user = userEvent.setup();
  renderHeader();
  const opened = jest.fn();
  pictureInput().addEventListener('click', opened);
  const button = screen.getByRole('button', { name: 'Change profile picture' });
  expect(button.tagName).toBe('BUTTON');

  await user.click(button);
  expect(opened).toHaveBeenCalledTimes(1);
  await user.tab();
  await user.tab({ shift: true });
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(opened).toHaveBeenCalledTimes(2);
  await user.keyboard(' ');
  expect(opened).toHaveBeenCalledTimes(3);
});

it('uploads a picked image with a spinner, then says so, caches the profile and renews the token for the navbar', async () => {
  let answerUpload: () => void = () => {};
  const uploaded = new Promise<void>((resolve) => (answerUpload = resolve));
  const requests = installFakeServer(async (config) => {
    if (config.url === '/api/auth/refresh') {
      return renewedSession({ ...memberClaims, profilePicture: NEW_PICTURE });
    }
    await uploaded;
    return success(memberProfile({ profilePicture: { url: NEW_PICTURE } }));
  });
  const user = userEvent.setup();
  const { queryClient } = renderHeader();

  await user.upload(pictureInput(), photo());

  expect(await screen.findByRole('status')).toHaveTextContent('Uploading profile picture...');
  expect(screen.getByRole('progressbar', { name: 'Uploading profile picture' })).toBeInTheDocument();
  answerUpload();
  // The token renewal loads the contracts' schemas on first use: slow under jest.
  expect(await screen.findByText('Profile picture updated successfully!', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

  expect(requests[0]).toMatchObject({ method: 'post', url: '/api/members/me/avatar' });
  expect(requests[0]!.data).toBeInstanceOf(FormData);
  expect((requests[0]!.data as FormData).get('avatar')).toBeInstanceOf(File);
  expect(queryClient.getQueryData(OWN_PROFILE_QUERY_KEY)).toMatchObject({ profilePicture: { url: NEW_PICTURE } });
  expect(useSession.getState().user?.profilePicture).toBe(NEW_PICTURE);
});

it("shows the server's refusal, else the default failure text", async () => {
  installFakeServer(() => failure(413, '"huge.png" is too large: images may be at most 5 MB.'));
  const user = userEvent.setup();
  renderHeader();

  await user.upload(pictureInput(), photo());
  expect(await screen.findByRole('alert')).toHaveTextContent('"huge.png" is too large: images may be at most 5 MB.');

  installFakeServer(() => failure(500));
  await user.upload(pictureInput(), photo());
  expect(await screen.findByText('Failed to upload profile picture.')).toBeInTheDocument();
});
