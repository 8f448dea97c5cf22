import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Columns = { xs: string; sm: string; md?: string };

/** A list laid out as a responsive grid (tiles, highlight cards, event cards). */
export function GridList({
  columns,
  gap = 2,
  label,
  children,
}: {
  columns: Columns;
  gap?: number | { xs: number; sm: number };
  label?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: columns, gap }}
    >
      {children}
    </Box>
  );
}
