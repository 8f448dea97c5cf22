import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memberLoginFormSchema, toMemberLoginRequest, type MemberLoginForm } from '@guildhall/contracts';
import { useSession } from '@guildhall/shared-session';
import { loginMember } from '@guildhall/shared-session/http';
import { PasswordField, ResultBanner, useFormState, useRedirectAfterLogin, useSubmission } from '@guildhall/ui';
import { PATHS } from '@guildhall/contracts/paths';

const EMPTY_LOGIN: MemberLoginForm = { identifier: '', password: '' };

export function LoginForm() {
  const form = useFormState(EMPTY_LOGIN);
  const submission = useSubmission();
  const redirectAfterLogin = useRedirectAfterLogin();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = form.validate(memberLoginFormSchema);
    if (!credentials) return;
    const signedIn = await submission.submit(
      async () => useSession.getState().signIn(await loginMember(toMemberLoginRequest(credentials))),
      { success: 'Login successful! Redirecting...', failure: 'Invalid credentials. Please try again.' },
    );
    if (signedIn) redirectAfterLogin(PATHS.memberDashboard, { replace: true });
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5}>
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Welcome Back
        </Typography>
        <Typography color="text.secondary">Log in with your LPU ID or e-mail.</Typography>
      </div>
      <ResultBanner message={submission.banner} />
      <TextField
        label="LPU ID or Email"
        placeholder="LPU ID or e-mail"
        autoComplete="username"
        {...form.textFieldProps('identifier')}
        fullWidth
      />
      <PasswordField label="Password" autoComplete="current-password" {...form.fieldProps('password')} />
      <Button type="submit" variant="contained" size="large" disabled={submission.pending}>
        {submission.pending ? 'Authenticating...' : 'Login'}
      </Button>
    </Stack>
  );
}
