import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminLoginSchema, type AdminLoginRequest } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import { loginAdmin } from '@guildhall/shared-session/http';
import { PasswordField, ResultBanner, useFormState, useRedirectAfterLogin, useSubmission } from '@guildhall/ui';
import { PATHS } from '@guildhall/contracts/paths';

const EMPTY_LOGIN: AdminLoginRequest = { fullname: '', password: '', secret: '' };

export function AdminLoginForm() {
  const form = useFormState(EMPTY_LOGIN);
  const submission = useSubmission();
  const redirectAfterLogin = useRedirectAfterLogin();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = form.validate(adminLoginSchema);
    if (!credentials) return;
    const signedIn = await submission.submit(async () => useSession.getState().signIn(await loginAdmin(credentials)), {
      success: 'Login successful! Redirecting...',
      failure: 'Invalid admin credentials',
    });
    if (signedIn) redirectAfterLogin(PATHS.adminDashboard);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <ResultBanner message={submission.banner} />
      <TextField label="Full Name" autoComplete="username" {...form.textFieldProps('fullname')} fullWidth />
      <PasswordField label="Password" autoComplete="current-password" {...form.fieldProps('password')} />
      <PasswordField label="Secret Key" autoComplete="off" {...form.fieldProps('secret')} />
      <Button type="submit" variant="contained" size="large" disabled={submission.pending}>
        Login to Dashboard
      </Button>
    </Stack>
  );
}
