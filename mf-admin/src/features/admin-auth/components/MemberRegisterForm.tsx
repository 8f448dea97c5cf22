import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEPARTMENTS } from '@guildhall/contracts';
import { PasswordField, ResultBanner, useFormState, useSubmission } from '@guildhall/ui';
import { registerMember } from '../api/register-member';
import { EMPTY_REGISTRATION, memberRegistrationSchema, type MemberRegistrationValues } from '../member-registration';

type TextFieldName = 'fullname' | 'LpuId' | 'email';

const TEXT_FIELDS: ReadonlyArray<{ name: TextFieldName; label: string; type?: string }> = [
  { name: 'fullname', label: 'Full Name' },
  { name: 'LpuId', label: 'LPU ID' },
  { name: 'email', label: 'Email', type: 'email' },
];

export function MemberRegisterForm() {
  const form = useFormState<MemberRegistrationValues>(EMPTY_REGISTRATION);
  const submission = useSubmission();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const registration = form.validate(memberRegistrationSchema);
    if (!registration) return;
    const registered = await submission.submit(() => registerMember(registration), {
      success: 'Registration successful! You can now login.',
      failure: 'Registration failed.',
    });
    if (registered) form.reset();
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <ResultBanner message={submission.banner} />
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          {...form.textFieldProps(field.name)}
          fullWidth
        />
      ))}
      <TextField select label="Department" {...form.textFieldProps('department')} fullWidth>
        {DEPARTMENTS.map((department) => (
          <MenuItem key={department} value={department}>
            {department}
          </MenuItem>
        ))}
      </TextField>
      <PasswordField label="Password" autoComplete="new-password" {...form.fieldProps('password')} />
      <PasswordField label="Admin Secret Key" autoComplete="off" {...form.fieldProps('secret')} />
      <Button type="submit" variant="contained" size="large" disabled={submission.pending}>
        Register as Member
      </Button>
    </Stack>
  );
}
