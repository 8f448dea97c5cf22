import Chip from '@mui/material/Chip';
import Circle from '@mui/icons-material/Circle';

export type StatusTone = 'info' | 'success' | 'warning' | 'error' | 'default';

/**
 * A status label: dark text on white whatever the status (a white label on orange or light blue fails the
 * contrast check); a coloured dot and border carry the tone.
 */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const color = tone === 'default' ? 'text.secondary' : `${tone}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      icon={<Circle sx={{ fontSize: 10 }} />}
      sx={{
        textTransform: 'capitalize',
        color: 'text.primary',
        borderColor: tone === 'default' ? 'divider' : color,
        '& .MuiChip-icon': { color },
      }}
    />
  );
}
