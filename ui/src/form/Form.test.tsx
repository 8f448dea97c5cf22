import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm } from './test-form';

type User = ReturnType<typeof userEvent.setup>;

/** A failed call as the API client rejects it. */
const failedCall = (status: number, data: object) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data } });

async function fillValid(user: User) {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'Asha@Example.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('combobox', { name: 'Team' }));
  await user.click(screen.getByRole('option', { name: 'Blue' }));
  await user.click(screen.getByLabelText('Paid'));
  await user.click(screen.getByLabelText('Music'));
  await user.click(screen.getByLabelText('Newsletter'));
}

function renderForm(onSubmit: (values: unknown) => Promise<unknown> = async () => undefined, resetOnSuccess = false) {
  const user = userEvent.setup();
  render(<SignUpForm onSubmit={onSubmit} resetOnSuccess={resetOnSuccess} />);
  return user;
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign up' }));

it('shows every message of the schema and focuses the first invalid field, without calling onSubmit', async () => {
  const onSubmit = jest.fn();
  const user = renderForm(onSubmit);
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await submit(user);

  for (const message of ['Email is required', 'Password must be at least 6 characters', 'Pick a team', 'Pick a plan']) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByText('Pick a topic')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('moves the focus to a select, a radio group or a checkbox group when it is the first invalid field', async () => {
  const user = renderForm();
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@example.org');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await submit(user);
  expect(screen.getByRole('combobox', { name: 'Team' })).toHaveFocus();

  await user.click(screen.getByRole('combobox', { name: 'Team' }));
  await user.click(screen.getByRole('option', { name: 'Red' }));
  await submit(user);
  expect(screen.getByLabelText('Free')).toHaveFocus();

  await user.click(screen.getByLabelText('Paid'));
  await submit(user);
  expect(screen.getByLabelText('Music')).toHaveFocus();
  expect(screen.getByText('Pick a topic')).toBeInTheDocument();
});

it("clears a field's message as soon as it is edited, and checks it again on the next submit", async () => {
  const user = renderForm();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await submit(user);
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Email'), 'x');
  expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
  expect(screen.getByText('Name is required')).toBeInTheDocument();

  await submit(user);
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();
});

it('hands the parsed values to onSubmit, shows the pending label meanwhile, then the success banner', async () => {
  let finish: () => void = () => {};
  const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = renderForm(onSubmit);
  await fillValid(user);
  await submit(user);

  expect(screen.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
  expect(onSubmit).toHaveBeenCalledWith({
    name: 'Asha',
    email: 'asha@example.org',
    password: 'secret1',
    team: 'blue',
    plan: 'paid',
    topics: ['music'],
    newsletter: true,
    bio: '',
  });
  finish();
  expect(await screen.findByRole('alert')).toHaveTextContent('Signed up!');
  expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
});

it('empties every field after a success when asked to', async () => {
  const user = renderForm(async () => undefined, true);
  await fillValid(user);
  await submit(user);

  expect(await screen.findByText('Signed up!')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Team' })).not.toHaveTextContent('Blue');
  expect(screen.getByLabelText('Paid')).not.toBeChecked();
  expect(screen.getByLabelText('Music')).not.toBeChecked();
  expect(screen.getByLabelText('Newsletter')).not.toBeChecked();
});

it('shows server errors given as a list of path and msg on their fields, focusing the first', async () => {
  const user = renderForm(() =>
    Promise.reject(
      failedCall(400, {
        success: false,
        message: 'Invalid email format',
        errors: [
          { path: 'email', msg: 'Invalid email format' },
          { path: ['topics', 0], msg: 'Unknown topic' },
        ],
      }),
    ),
  );
  await fillValid(user);
  await submit(user);

  expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByText('Unknown topic')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows server errors given as a field map on their fields, and those of unknown fields in the banner', async () => {
  const user = renderForm(() =>
    Promise.reject(
      failedCall(400, { success: false, message: 'Invalid', errors: { name: 'Name is taken', coupon: 'Expired' } }),
    ),
  );
  await fillValid(user);
  await submit(user);

  expect(await screen.findByText('Name is taken')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Expired');
  expect(screen.getByLabelText('Name')).toHaveFocus();
});

it('shows a 409 that names one field on that field; editing the field clears it', async () => {
  const message = 'A member with this e-mail address is already registered.';
  const user = renderForm(() =>
    Promise.reject(failedCall(409, { success: false, message, errors: [{ path: 'email', msg: message }] })),
  );
  await fillValid(user);
  await submit(user);

  const email = screen.getByLabelText('Email');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveFocus();

  await user.type(email, 'x');
  expect(screen.queryByText(message)).not.toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'false');
});

it("shows the server's message in the banner when it names no field, else the form's failure text", async () => {
  const onSubmit = jest
    .fn()
    .mockRejectedValueOnce(failedCall(403, { success: false, message: 'Sign-ups are closed' }))
    .mockRejectedValueOnce({});
  const user = renderForm(onSubmit);
  await fillValid(user);

  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sign-ups are closed');
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up failed.');
  expect(within(screen.getByRole('alert')).queryByText('Sign-ups are closed')).not.toBeInTheDocument();
});

it('loads a lazy schema once, on the first focus, and validates with it like an eager one', async () => {
  const user = userEvent.setup();
  const { signUpSchema } = await import('./test-form');
  const loadSchema = jest.fn(async () => signUpSchema);
  const onSubmit = jest.fn(async () => undefined);
  render(<SignUpForm onSubmit={onSubmit} lazySchema={loadSchema} />);
  expect(loadSchema).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Name'), 'Asha');
  expect(loadSchema).toHaveBeenCalledTimes(1);
  await submit(user);
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();

  await user.clear(screen.getByLabelText('Name'));
  await fillValid(user);
  await submit(user);
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'asha@example.org', team: 'blue' }));
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

it('says the invalid-form summary in the banner when asked to, for its own checks and the server’s field errors', async () => {
  const user = userEvent.setup();
  const onSubmit = jest
    .fn()
    .mockRejectedValue(
      failedCall(400, { success: false, message: 'Invalid', errors: [{ path: 'email', msg: 'Email is taken' }] }),
    );
  render(<SignUpForm onSubmit={onSubmit} invalidMessage="Please correct the highlighted fields." />);
  await submit(user);
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  expect(screen.getByLabelText('Name')).toHaveFocus();

  await fillValid(user);
  await submit(user);
  expect(await screen.findByText('Email is taken')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
});
