import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import Button from '@mui/material/Button';

interface SubmitButtonProps {
  children: ReactNode;
  /** What the button reads while the form's request runs ('Authenticating...'); its own label when omitted. */
  pendingLabel?: ReactNode;
  /** Disabled for a reason of the caller's too (the feed's Post while nothing is written or chosen). */
  disabled?: boolean;
  size?: 'medium' | 'large';
}

/** The submit button of a Form: disabled, with its pending label, while the submission runs. */
export function SubmitButton({
  children,
  pendingLabel = children,
  disabled = false,
  size = 'large',
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" size={size} disabled={disabled || isSubmitting}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
