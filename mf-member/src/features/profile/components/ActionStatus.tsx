import Alert from '@mui/material/Alert';
import { getErrorMessage } from '@guildhall/shared-session';

export interface ActionStatusProps {
  /** A TanStack mutation's state. */
  status: 'idle' | 'pending' | 'success' | 'error';
  error: unknown;
  pendingText: string;
  successText: string;
  /** Shown when the failed call has no message of its own. */
  failureText: string;
}

/** How an action without a form went: loading, success, or the server's message (else `failureText`). */
export function ActionStatus({ status, error, pendingText, successText, failureText }: ActionStatusProps) {
  if (status === 'idle') return null;
  if (status === 'error') return <Alert severity="error">{getErrorMessage(error, failureText)}</Alert>;
  return (
    <Alert severity={status === 'pending' ? 'info' : 'success'} role="status">
      {status === 'pending' ? pendingText : successText}
    </Alert>
  );
}
