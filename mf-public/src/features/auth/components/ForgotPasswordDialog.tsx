import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetEmailSchema } from '@guildhall/contracts';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useSendResetEmail } from '../api/send-reset-email';

/** The login tab's 'Forgot Password?' modal: the registered e-mail, then a reset link by e-mail. */
export default function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = useSendResetEmail();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <DialogTitle id="forgot-password-title">Forgot Password?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </Typography>
          <Form
            schema={passwordResetEmailSchema}
            defaultValues={{ email: '' }}
            onSubmit={(request) => send.mutateAsync(request)}
            successMessage="Password reset email sent! Please check your inbox."
            failureMessage="Failed to send reset email. Please try again."
            resetOnSuccess
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
      </DialogContent>
    </Dialog>
  );
}
