import { useContext, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { queuedSubmitId } from '../first-paint/hand-over';
import { FirstPaintFormId } from './Form';

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
  const firstPaintForm = useContext(FirstPaintFormId);
  if (firstPaintForm !== null) return <QueuingSubmitButton formId={firstPaintForm} label={children} size={size} />;
  return (
    <Button type="submit" variant="contained" size={size} disabled={disabled || isSubmitting}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}

/**
 * The first paint's submit button (docs/interfaces.md, "First paint"), looking the same: before any script runs,
 * a click opens its notice (a popover the browser shows by itself), and the open notice is the queued click the
 * app's form acts on once it runs.
 */
function QueuingSubmitButton({ formId, label, size }: { formId: string; label: ReactNode; size: 'medium' | 'large' }) {
  const notice = queuedSubmitId(formId);
  return (
    <>
      <Button type="button" variant="contained" size={size} popoverTarget={notice} popoverTargetAction="show">
        {label}
      </Button>
      <Box
        id={notice}
        popover="manual"
        role="status"
        sx={{
          inset: 'auto 16px 16px auto',
          m: 0,
          px: 2,
          py: 1.5,
          border: 0,
          borderRadius: 1,
          bgcolor: 'grey.900',
          color: 'common.white',
          boxShadow: 6,
        }}
      >
        Sending as soon as the page is ready...
      </Box>
    </>
  );
}
