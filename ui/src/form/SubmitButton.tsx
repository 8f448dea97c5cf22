import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import Button from '@mui/material/Button';

interface SubmitButtonProps {
  children: ReactNode;
  /** What the button reads while the form's request runs ('Authenticating...'); its own label when omitted. */
  pendingLabel?: ReactNode;
}

/** The submit button of a Form: disabled, with its pending label, while the submission runs. */
export function SubmitButton({ children, pendingLabel = children }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
