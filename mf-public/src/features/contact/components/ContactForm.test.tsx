import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnMemberProfile } from '@guildhall/contracts';
import { FIRST_PAINT_ELEMENT_ID } from '@guildhall/contracts/federation';
import { useSession } from '@guildhall/shared-session';
import {
  type FakeReply,
  installFakeServer,
  memberClaims,
  resetSession,
  signInAs,
} from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import { ContactForm } from './ContactForm';

// The session (memberClaims) says 'Asha Verma' and asha@example.org; the profile has the LPU ID and a newer e-mail.
const profile = { fullname: 'Asha Verma', email: 'asha.verma@example.org', LpuId: '12345678' } as OwnMemberProfile;
const profileReply: FakeReply = { status: 200, data: { success: true, message: 'ok', data: profile } };

const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => {
  resetSession();
  document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove();
});

it("fills in a signed-in member's name, LPU ID and e-mail, each editable", async () => {
  const requests = installFakeServer(() => profileReply);
  act(() => signInAs(memberClaims));
  const user = userEvent.setup();
  renderAtRoute(<ContactForm />, '/contact');

  expect(field('Full Name')).toHaveValue('Asha Verma');
  expect(await screen.findByDisplayValue('12345678')).toBe(field('LPU ID'));
  expect(field('Email')).toHaveValue('asha.verma@example.org');
  expect(field('Phone Number')).toHaveValue('');
  expect(requests.map((request) => request.url)).toEqual(['/api/members/me']);

  await user.clear(field('Full Name'));
  await user.type(field('Full Name'), 'Asha V.');
  expect(field('Full Name')).toHaveValue('Asha V.');
});

it('leaves a guest every field empty and asks the server nothing', async () => {
  const requests = installFakeServer(() => profileReply);
  // No stored session: restored, the visitor is a guest.
  act(() => useSession.getState().restore());
  renderAtRoute(<ContactForm />, '/contact');

  for (const label of ['Full Name', 'LPU ID', 'Email', 'Phone Number', 'Subject', 'Message'])
    expect(field(label)).toHaveValue('');
  await act(async () => {});
  expect(requests).toEqual([]);
});

it('never overwrites what the member typed before the profile answered', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  installFakeServer(async () => {
    await answered;
    return profileReply;
  });
  act(() => signInAs(memberClaims));
  const user = userEvent.setup();
  renderAtRoute(<ContactForm />, '/contact');

  await user.clear(field('Full Name'));
  await user.type(field('Full Name'), 'Kabir Singh');
  await user.type(field('LPU ID'), '12311111');
  await act(async () => answer());

  // The untouched e-mail takes the profile's, the typed name and LPU ID stay.
  await waitFor(() => expect(field('Email')).toHaveValue('asha.verma@example.org'));
  expect(field('Full Name')).toHaveValue('Kabir Singh');
  expect(field('LPU ID')).toHaveValue('12311111');
});

it("keeps what was typed into the page's first paint, before the app ran", async () => {
  installFakeServer(() => profileReply);
  const firstPaint = document.createElement('div');
  firstPaint.id = FIRST_PAINT_ELEMENT_ID;
  firstPaint.innerHTML =
    '<form data-first-paint-form="contact"><input name="name" value="Kabir Singh"><input name="email" value=""></form>';
  document.body.append(firstPaint);
  act(() => signInAs(memberClaims));
  renderAtRoute(<ContactForm />, '/contact');

  expect(await screen.findByDisplayValue('12345678')).toBe(field('LPU ID'));
  expect(field('Full Name')).toHaveValue('Kabir Singh');
  expect(field('Email')).toHaveValue('asha.verma@example.org');
});
