import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm } from './test-form';

function renderForm() {
  const user = userEvent.setup();
  render(<SignUpForm onSubmit={async () => undefined} />);
  return user;
}

it('hides a password until the toggle shows it, and hides it again', async () => {
  const user = renderForm();
  const input = screen.getByLabelText('Password');
  await user.type(input, 'hunter2');
  expect(input).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveValue('hunter2');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});

it('disables the unchosen boxes of a checkbox group once its maximum is reached', async () => {
  const user = renderForm();
  await user.click(screen.getByLabelText('Music'));
  await user.click(screen.getByLabelText('Sport'));
  expect(screen.getByLabelText('Books')).toBeDisabled();
  expect(screen.getByLabelText('Music')).toBeEnabled();

  await user.click(screen.getByLabelText('Sport'));
  expect(screen.getByLabelText('Books')).toBeEnabled();
});

it('counts the characters of a limited text as they are typed, and marks the field once over the limit', async () => {
  const user = renderForm();
  const bio = screen.getByLabelText('Bio');
  await user.type(bio, 'Hello');
  expect(screen.getByText('5/10')).toBeInTheDocument();
  expect(bio).toHaveAttribute('aria-invalid', 'false');

  await user.type(bio, ' world');
  expect(screen.getByText('11/10')).toBeInTheDocument();
  expect(bio).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByText('Bio cannot exceed 10 characters')).toBeInTheDocument();
});
