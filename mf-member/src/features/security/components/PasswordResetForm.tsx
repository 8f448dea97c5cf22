import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memberPasswordChangeSchema } from '@guildhall/contracts';
import { Form, FormPasswordField, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useChangePassword } from '../api/change-password';

interface PasswordResetFormProps {
  onForgotLpuId(): void;
  onCancel(): void;
}

/**
 * LPU ID (the signed-in member's own only), the current password (not in the spec's form: a borrowed sign-in must not
 * be enough; docs/choices.md, "Sign-in and sessions") and a new password.
 */
export function PasswordResetForm({ onForgotLpuId, onCancel }: PasswordResetFormProps) {
  const changePassword = useChangePassword();
  return (
    <Stack spacing={1.5}>
      <Form
        schema={memberPasswordChangeSchema}
        defaultValues={{ LpuId: '', currentPassword: '', newPassword: '' }}
        onSubmit={(change) => changePassword.mutateAsync(change)}
        successMessage="Password updated successfully!"
        failureMessage="Failed to update password. Please try again."
        resetOnSuccess
      >
        {({ control }) => (
          <>
            <FormTextField
              control={control}
              name="LpuId"
              label="LPU ID"
              autoComplete="username"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormPasswordField
              control={control}
              name="currentPassword"
              label="Current Password"
              autoComplete="current-password"
            />
            <FormPasswordField control={control} name="newPassword" label="New Password" autoComplete="new-password" />
            <SubmitButton pendingLabel="Updating password...">Update Password</SubmitButton>
          </>
        )}
      </Form>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={onForgotLpuId}>Forgot your LPU ID?</Button>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
