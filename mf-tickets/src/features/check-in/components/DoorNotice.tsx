import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

const TONES = {
  error: { bg: '#fdecea', border: '#b71c1c' },
  warning: { bg: '#fff4e5', border: '#8a4b00' },
  info: { bg: '#e8f1fb', border: '#0b5394' },
} as const;

interface DoorNoticeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  onDismiss?(): void;
  /** A failed load offers Retry (the list-state rule: a failure is never shown as an empty list). */
  onRetry?(): void;
}

/**
 * A banner of the door page. Not MUI's Alert: that would bring the forms-and-overlays chunk (32 KiB) to a page that
 * has to load fast on a phone at the gate.
 */
export function DoorNotice({ tone, children, onDismiss, onRetry }: DoorNoticeProps) {
  const { bg, border } = TONES[tone];
  return (
    <Box
      role={tone === 'info' ? 'status' : 'alert'}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        bgcolor: bg,
        borderLeft: 4,
        borderColor: border,
        borderRadius: 1,
        color: 'text.primary',
        px: 2,
        py: 1.5,
        my: 2,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {onRetry && (
        <Button onClick={onRetry} sx={{ flexShrink: 0, minHeight: 44, mt: -0.75, mr: -1 }}>
          Retry
        </Button>
      )}
      {onDismiss && (
        <Button onClick={onDismiss} sx={{ flexShrink: 0, minHeight: 44, mt: -0.75, mr: -1 }}>
          Dismiss
        </Button>
      )}
    </Box>
  );
}
