import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TicketStats } from '@guildhall/contracts';

const CARDS = [
  { key: 'total', label: 'Total Tickets', color: 'primary.main' },
  { key: 'cancelled', label: 'Cancelled', color: 'error.main' },
  { key: 'checkedIn', label: 'Checked In', color: 'success.main' },
] as const satisfies readonly { key: keyof TicketStats; label: string; color: string }[];

/** Total Tickets, Cancelled, Checked In (skeletons while they load). */
export function TicketStatCards({ stats }: { stats: TicketStats | undefined }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}>
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 4, borderTopColor: card.color }}
        >
          <Typography variant="body2" color="text.secondary" component="h3">
            {card.label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            {stats ? (
              stats[card.key].toLocaleString('en-US')
            ) : (
              <Skeleton width={48} aria-label={`Loading ${card.label}`} />
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
