import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotLpuIdSchema } from '@guildhall/contracts';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useSendLpuIdReminder } from '../api/send-lpu-id-reminder';

interface ForgotLpuIdFormProps {
  onBack(): void;
  onCancel(): void;
}

/** The registered e-mail address, to which the LPU ID is sent (the same answer for an unknown address). */
export function ForgotLpuIdForm({ onBack, onCancel }: ForgotLpuIdFormProps) {
  const sendReminder = useSendLpuIdReminder();
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        Enter your registered e-mail address and we will send your LPU ID to it.
      </Typography>
      <Form
        schema={forgotLpuIdSchema}
        defaultValues={{ email: '' }}
        onSubmit={(request) => sendReminder.mutateAsync(request)}
        successMessage="If this e-mail address is registered, its LPU ID is on the way. Please check your inbox."
        failureMessage="Failed to send your LPU ID. Please try again."
        resetOnSuccess
      >
        {({ control }) => (
          <>
            <FormTextField control={control} name="email" label="Registered Email" type="email" autoComplete="email" />
            {/* It e-mails the LPU ID, no link: the spec's 'Send Reset Link' would promise one (docs/choices.md). */}
            <SubmitButton pendingLabel="Sending...">Send My LPU ID</SubmitButton>
          </>
        )}
      </Form>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onBack}>Back to password reset</Button>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
