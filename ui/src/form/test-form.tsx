// A small form with one field of each kind, for the form layer's own tests.
import { z } from 'zod';
import { Form } from './Form';
import { FormCheckbox } from './FormCheckbox';
import { FormCheckboxGroup } from './FormCheckboxGroup';
import { FormPasswordField } from './FormPasswordField';
import { FormRadioGroup } from './FormRadioGroup';
import { FormSelect } from './FormSelect';
import { FormTextField } from './FormTextField';
import { SubmitButton } from './SubmitButton';

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Invalid email format').toLowerCase(),
  password: z.string().min(6, 'Password must be at least 6 characters'),
  team: z.enum(['red', 'blue'], 'Pick a team'),
  plan: z.enum(['free', 'paid'], 'Pick a plan'),
  topics: z.array(z.string()).min(1, 'Pick a topic').max(2, 'Two topics at most'),
  newsletter: z.boolean(),
  bio: z.string().max(10, 'Bio cannot exceed 10 characters'),
});

const option = (value: string) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) });

interface SignUpFormProps {
  onSubmit: (values: z.output<typeof signUpSchema>) => Promise<unknown>;
  resetOnSuccess?: boolean;
  invalidMessage?: string;
  /** Pass the schema as a loader, as the budgeted sign-in pages do. */
  lazySchema?: () => Promise<typeof signUpSchema>;
}

export function SignUpForm({ onSubmit, resetOnSuccess, invalidMessage, lazySchema }: SignUpFormProps) {
  return (
    <Form
      schema={lazySchema ?? signUpSchema}
      defaultValues={{ name: '', email: '', password: '', topics: [], newsletter: false, bio: '' }}
      onSubmit={onSubmit}
      failureMessage="Sign-up failed."
      invalidMessage={invalidMessage}
      successMessage="Signed up!"
      resetOnSuccess={resetOnSuccess}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" />
          <FormTextField control={control} name="email" label="Email" type="email" />
          <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password" />
          <FormSelect control={control} name="team" label="Team" options={['red', 'blue'].map(option)} />
          <FormRadioGroup control={control} name="plan" label="Plan" options={['free', 'paid'].map(option)} />
          <FormCheckboxGroup
            control={control}
            name="topics"
            label="Topics"
            max={2}
            options={['music', 'sport', 'books'].map(option)}
          />
          <FormCheckbox control={control} name="newsletter" label="Newsletter" />
          <FormTextField control={control} name="bio" label="Bio" multiline characterLimit={10} />
          <SubmitButton pendingLabel="Signing up...">Sign up</SubmitButton>
        </>
      )}
    </Form>
  );
}
