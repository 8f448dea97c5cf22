import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATHS } from '@guildhall/contracts/paths';
import { signOutNotice } from '@guildhall/shared-session';
import { useRedirectAfterLogin } from '@guildhall/ui';
import { Form, FormPasswordField, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useSignInMember } from '../api/sign-in-member';

// Loaded when first opened: the dialog (and its MUI modal) stays off the budgeted /auth first load.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog'));

// Fetched on the first focus: zod stays off this budgeted first load.
const loadSchema = () => import('@guildhall/contracts').then((contracts) => contracts.memberLoginFormSchema);

export function LoginForm() {
  const signIn = useSignInMember();
  const redirectAfterLogin = useRedirectAfterLogin();
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Welcome Back
        </Typography>
        <Typography color="text.secondary">Log in with your LPU ID or e-mail.</Typography>
      </div>
      <Form
        schema={loadSchema}
        defaultValues={{ identifier: '', password: '' }}
        onSubmit={async (credentials) => {
          // The form's answer replaces the shell's 'You have been signed out' notice: a banned member trying again
          // reads the reason once, in the form, not twice.
          signOutNotice.dismiss();
          await signIn.mutateAsync(credentials);
          redirectAfterLogin(PATHS.memberDashboard, { replace: true });
        }}
        successMessage="Login successful! Redirecting..."
        failureMessage="Invalid credentials. Please try again."
      >
        {({ control }) => (
          <>
            <FormTextField
              control={control}
              name="identifier"
              label="LPU ID or Email"
              placeholder="LPU ID or e-mail"
              autoComplete="username"
            />
            <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
            <Button onClick={() => setForgotOpen(true)} sx={{ alignSelf: 'flex-end', mt: '4px !important' }}>
              Forgot Password?
            </Button>
            <SubmitButton pendingLabel="Authenticating...">Login</SubmitButton>
          </>
        )}
      </Form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
