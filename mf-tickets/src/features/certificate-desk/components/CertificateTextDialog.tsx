import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import { TOUCH_TARGET } from '../certificate-format';
import { useOneFieldForm } from '../hooks/use-one-field-form';

export interface CertificateTextDialogProps {
  title: string;
  body: string;
  label: string;
  field: 'fullName' | 'reason';
  initial: string;
  submitLabel: string;
  /** Revoke: the confirming button reads as a danger, the field takes lines. */
  destructive?: boolean;
  send(text: string): Promise<string>;
  failureMessage: string;
  /** The server's message once it is done. */
  onSent(message: string): void;
  onClose(): void;
}

/** A certificate's Re-issue or Revoke: what it does, its one field (required), Cancel and the action. */
export function CertificateTextDialog({
  title,
  body,
  label,
  field,
  initial,
  submitLabel,
  destructive = false,
  send,
  failureMessage,
  onSent,
  onClose,
}: CertificateTextDialogProps) {
  const id = useId();
  const form = useOneFieldForm({ field, initial, send, failureMessage, onSent });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <form noValidate onSubmit={(event) => void form.submit(event)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{body}</DialogContentText>
          {form.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {form.error}
            </Alert>
          )}
          <TextField
            label={label}
            value={form.text}
            onChange={(change) => form.change(change.target.value)}
            inputRef={form.inputRef}
            error={form.fieldError !== null}
            helperText={form.fieldError}
            required
            autoFocus
            fullWidth
            multiline={destructive}
            minRows={destructive ? 2 : undefined}
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={TOUCH_TARGET}>
            {CERTIFICATE_DESK_TEXT.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={form.blank || form.sending}
            sx={TOUCH_TARGET}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
