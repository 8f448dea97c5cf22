import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled card of the overview; `action` sits at the title's right (the chart's range, 'View All'). */
export function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, rowGap: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
