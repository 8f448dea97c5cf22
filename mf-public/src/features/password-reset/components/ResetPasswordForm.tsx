import { useState } from 'react';
import { Link as RouterLink } from '@guildhall/ui/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passwordResetFormSchema } from '@guildhall/contracts';
import { PATHS } from '@guildhall/contracts/paths';
import { Form, FormPasswordField, SubmitButton } from '@guildhall/ui/form';
import { useResetPassword } from '../api/reset-password';

/** The new password, twice, for the e-mailed link's token; then the way to the login tab. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" variant="outlined">
          Password updated successfully! You can now log in.
        </Alert>
        <Button variant="contained" size="large" component={RouterLink} to={PATHS.auth}>
          Go to Login
        </Button>
      </Stack>
    );
  }
  return (
    <Form
      schema={passwordResetFormSchema}
      defaultValues={{ newPassword: '', confirmPassword: '' }}
      onSubmit={async ({ newPassword }) => {
        await reset.mutateAsync({ token, newPassword });
        setDone(true);
      }}
      failureMessage="Failed to update password. Please try again."
    >
      {({ control }) => (
        <>
          <FormPasswordField control={control} name="newPassword" label="New Password" autoComplete="new-password" />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            label="Confirm New Password"
            autoComplete="new-password"
          />
          <SubmitButton pendingLabel="Updating password...">Update Password</SubmitButton>
        </>
      )}
    </Form>
  );
}
