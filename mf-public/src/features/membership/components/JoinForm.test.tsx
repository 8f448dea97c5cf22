import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer, resetSession } from '@guildhall/shared-session/test-support';
import { renderAtRoute } from '@guildhall/ui/test-support';
import {
  answerServerErrorWithoutMessage,
  failEveryCallOnTheNetwork,
  NETWORK_ERROR_TEXT,
} from '../../../test-support/failures';
import { JoinForm } from './JoinForm';

function renderJoinForm() {
  const user = userEvent.setup();
  renderAtRoute(<JoinForm />, '/auth');
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes instead of typing key by key: the form has many fields and only the final values matter here. */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillValidApplication(user: User) {
  await fill(user, 'Full Name', 'Asha Verma');
  await fill(user, 'LPU ID', '12345678');
  await fill(user, 'Email', 'Asha@Example.org');
  await fill(user, 'Phone Number', '9876543210');
  await fill(user, 'Course', 'B.Tech CSE');
  await user.click(screen.getByLabelText('Female'));
  await user.click(screen.getByLabelText('Hostel'));
  await user.click(screen.getByLabelText('Design'));
  await user.click(screen.getByLabelText('Previous Experience'));
  await fill(user, 'Bio', 'I build things.');
}

beforeEach(resetSession);

it('shows every spec message for an empty form', async () => {
  const user = renderJoinForm();
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  for (const message of [
    'Full name is required',
    'LPU ID is required',
    'Email is required',
    'Phone number is required',
    'Course is required',
    'Gender is required',
    'Accommodation type is required',
    'Select at least one domain',
    'Bio is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Full Name')).toHaveFocus();
});

it('checks the LPU ID and e-mail formats and clears a message once its field is edited', async () => {
  const user = renderJoinForm();
  await user.type(screen.getByLabelText('LPU ID'), '1234');
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(screen.getByText('LPU ID must be exactly 8 digits')).toBeInTheDocument();
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByLabelText('Full Name')).toHaveFocus();

  await user.type(screen.getByLabelText('LPU ID'), '5');
  expect(screen.queryByText('LPU ID must be exactly 8 digits')).not.toBeInTheDocument();
});

it('disables the other domains once two are chosen, and enables them again when one is dropped', async () => {
  const user = renderJoinForm();
  await user.click(screen.getByLabelText('Technical'));
  await user.click(screen.getByLabelText('Media'));

  const domains = within(screen.getByRole('group', { name: /Interested Domains/ }));
  expect(domains.getByLabelText('Design')).toBeDisabled();
  expect(domains.getByLabelText('Technical')).toBeEnabled();

  await user.click(screen.getByLabelText('Media'));
  expect(domains.getByLabelText('Design')).toBeEnabled();
});

it('counts the bio against its limit as the applicant types', async () => {
  const user = renderJoinForm();
  await user.type(screen.getByLabelText('Bio'), 'Hello');
  expect(screen.getByText('5/500')).toBeInTheDocument();
});

it('sends the application with the API accommodation value, confirms and clears the form', async () => {
  const requests = installFakeServer(() => ({ status: 201, data: { success: true, message: 'ok', data: {} } }));
  const user = renderJoinForm();
  await fillValidApplication(user);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(await screen.findByText('Registration successful! We will contact you soon.')).toBeInTheDocument();
  expect(requests[0]?.url).toBe('/api/apply/apply');
  expect(JSON.parse(String(requests[0]?.data))).toEqual({
    fullName: 'Asha Verma',
    LpuId: '12345678',
    email: 'asha@example.org',
    phone: '9876543210',
    course: 'B.Tech CSE',
    gender: 'female',
    accommodation: 'hostler',
    domains: ['design'],
    previousExperience: true,
    anyotherorg: false,
    bio: 'I build things.',
  });
  expect(screen.getByLabelText('Full Name')).toHaveValue('');
  expect(screen.getByLabelText('Design')).not.toBeChecked();
});

it("shows the server's reason when the application is refused and keeps what was typed", async () => {
  installFakeServer(() => ({
    status: 409,
    data: { success: false, message: 'An application with this LPU ID exists' },
  }));
  const user = renderJoinForm();
  await fillValidApplication(user);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(await screen.findByText('An application with this LPU ID exists')).toBeInTheDocument();
  expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Verma');
});

it('sends Day Scholar as non-hostler', async () => {
  const requests = installFakeServer(() => ({ status: 201, data: { success: true, message: 'ok', data: {} } }));
  const user = renderJoinForm();
  await fillValidApplication(user);
  await user.click(screen.getByLabelText('Day Scholar'));
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(await screen.findByText('Registration successful! We will contact you soon.')).toBeInTheDocument();
  expect(JSON.parse(String(requests[0]?.data))).toMatchObject({ accommodation: 'non-hostler' });
});

it("shows the server's field errors on their fields and focuses the first", async () => {
  installFakeServer(() => ({
    status: 400,
    data: {
      success: false,
      message: 'Invalid email format',
      errors: [
        { path: 'email', msg: 'Invalid email format' },
        { path: 'phone', msg: 'Phone number is required' },
      ],
    },
  }));
  const user = renderJoinForm();
  await fillValidApplication(user);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows a 409 on the LPU ID field it names, and clears it once the LPU ID is edited', async () => {
  const message = 'An application with this LPU ID already exists.';
  installFakeServer(() => ({ status: 409, data: { success: false, message, errors: { LpuId: message } } }));
  const user = renderJoinForm();
  await fillValidApplication(user);
  await user.click(screen.getByRole('button', { name: 'Register Now' }));

  const lpuId = screen.getByLabelText('LPU ID');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(lpuId).toHaveFocus();
  await user.type(lpuId, '{backspace}9');
  expect(screen.queryByText(message)).not.toBeInTheDocument();
});

describe('a failure without a message of its own', () => {
  it.each([
    [
      'a 500 without a message',
      answerServerErrorWithoutMessage,
      'Registration failed. Please check your details or try again.',
    ],
    ['no answer at all', failEveryCallOnTheNetwork, NETWORK_ERROR_TEXT],
  ])('reads the spec text, never the library text, on %s', async (_, fail, text) => {
    fail();
    const user = renderJoinForm();
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: 'Register Now' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/status code|Network Error/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Verma');
  });
});
