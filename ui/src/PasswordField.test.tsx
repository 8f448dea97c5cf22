import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <PasswordField label="Secret Key" name="secret" value={value} onChange={setValue} error={error} />;
}

test('hides the value until the toggle shows it, and hides it again', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByLabelText('Secret Key');
  await user.type(input, 'hunter2');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveValue('hunter2');

  await user.click(screen.getByRole('button', { name: 'Show secret key' }));
  expect(input).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide secret key' }));
  expect(input).toHaveAttribute('type', 'password');
});

test('shows its error as helper text and marks the field invalid', () => {
  render(<Harness error="Required" />);
  expect(screen.getByText('Required')).toBeInTheDocument();
  expect(screen.getByLabelText('Secret Key')).toHaveAttribute('aria-invalid', 'true');
});
