import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetEmailSchema } from '@guildhall/contracts';
import { PASSWORD_RESET_LINK_MINUTES } from '@guildhall/contracts/limits';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useSendResetEmail } from '../api/send-reset-email';

/**
 * The login tab's 'Forgot Password?' modal: the registered e-mail, then a reset link by e-mail. Once sent, the
 * form gives way to the confirmation and 'Back to Login' (sending again is 'Forgot Password?' again).
 */
export default function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendResetEmail();
  const [sent, setSent] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <DialogTitle id="forgot-password-title">Forgot Password?</DialogTitle>
      <DialogContent>
        {sent ? (
          <Stack spacing={2}>
            <Alert severity="success" variant="outlined">
              Password reset email sent! Please check your inbox.
            </Alert>
            <Typography color="text.secondary">
              If an account uses that address, its link arrives in a few minutes. The link works once, for{' '}
              {PASSWORD_RESET_LINK_MINUTES} minutes.
            </Typography>
            <Button variant="contained" onClick={onClose} autoFocus>
              Back to Login
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Typography>
            <Form
              schema={passwordResetEmailSchema}
              defaultValues={{ email: '' }}
              onSubmit={async (request) => {
                await send.mutateAsync(request);
                setSent(true);
              }}
              failureMessage="Failed to send reset email. Please try again."
            >
              {({ control }) => (
                <>
                  <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" />
                  <SubmitButton pendingLabel="Sending...">Send Reset Link</SubmitButton>
                  <Button onClick={onClose}>Cancel</Button>
                </>
              )}
            </Form>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
