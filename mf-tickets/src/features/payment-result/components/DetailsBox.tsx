import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled box of label/value rows (Transaction Details, Ticket Details). */
export function DetailsBox({
  title,
  rows,
  children,
}: {
  title: string;
  rows: Array<[label: string, value: ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2.5 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Box>
  );
}
