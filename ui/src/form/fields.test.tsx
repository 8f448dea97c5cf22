import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form } from './Form';
import { FormCheckboxGroup } from './FormCheckboxGroup';
import { FormPasswordField } from './FormPasswordField';
import { FormRadioGroup } from './FormRadioGroup';
import { FormSelect } from './FormSelect';
import { FormTextField } from './FormTextField';
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

it('marks the fields a form says are required (asterisk, `required`, `aria-required`) and sets inputMode on the input', async () => {
  const schema = z.object({
    name: z.string(),
    secret: z.string(),
    team: z.enum(['red', 'blue']),
    plan: z.enum(['free', 'paid']),
    topics: z.array(z.string()),
    nickname: z.string(),
  });
  const options = [
    { value: 'red', label: 'Red' },
    { value: 'blue', label: 'Blue' },
  ];
  const { container } = render(
    <Form
      schema={schema}
      defaultValues={{ name: '', secret: '', topics: [], nickname: '' }}
      onSubmit={async () => undefined}
      failureMessage="Failed."
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required />
          <FormPasswordField control={control} name="secret" label="Secret" autoComplete="off" required />
          <FormSelect control={control} name="team" label="Team" options={options} required />
          <FormRadioGroup
            control={control}
            name="plan"
            label="Plan"
            options={[
              { value: 'free', label: 'Free' },
              { value: 'paid', label: 'Paid' },
            ]}
            required
          />
          <FormCheckboxGroup control={control} name="topics" label="Topics" options={options} required />
          <FormTextField control={control} name="nickname" label="Nickname" type="tel" inputMode="tel" />
        </>
      )}
    </Form>,
  );

  // The asterisk is drawn for the eye (aria-hidden): the accessible names stay the labels.
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByLabelText(/^Secret/)).toBeRequired();
  expect(screen.getByRole('radiogroup', { name: 'Plan' })).toHaveAttribute('aria-required', 'true');
  expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toBeRequired();
  // inputMode reaches the input (a phone's keypad), not TextField's wrapper.
  expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveAttribute('inputmode', 'tel');
  const marked = [...container.querySelectorAll('.MuiFormLabel-root')]
    .filter((label) => label.querySelector('.MuiFormLabel-asterisk'))
    .map((label) => label.textContent?.replace(/\s+/gu, ' '));
  expect(marked).toEqual(['Name *', 'Secret *', 'Team *', 'Plan *', 'Topics *']);
});
