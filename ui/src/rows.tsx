// '@guildhall/ui/rows': a plain list of people as rows (a name, a line of details, an action at the end), for lists
// short enough to need no grid (the admin's door staff). Box and Typography only, so a page that keeps its first
// load light can use it.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A `ul` named `label` (screen readers announce it as a list of n items). */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

/** One row of a RowList: the name (bold), its details beneath (both cut to one line), the action on the right. */
export function PersonRow({ name, details, action }: { name: string; details: ReactNode; action: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {details}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
