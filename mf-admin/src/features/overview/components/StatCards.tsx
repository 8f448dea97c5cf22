import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Event from '@mui/icons-material/Event';
import People from '@mui/icons-material/People';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { DashboardStats } from '@guildhall/contracts';
import { QueryView } from '@guildhall/ui/list-state';
import { useDashboardStats } from '../api/get-dashboard-stats';

const CARDS: { label: string; icon: ReactElement; value(stats: DashboardStats): string }[] = [
  { label: 'Total Members', icon: <People />, value: (stats) => stats.members.toLocaleString('en-US') },
  { label: 'Tickets Sold', icon: <ConfirmationNumber />, value: (stats) => stats.tickets.toLocaleString('en-US') },
  { label: 'Upcoming Events', icon: <Event />, value: (stats) => stats.upcomingEvents.toLocaleString('en-US') },
  { label: 'Engagement Rate', icon: <TrendingUp />, value: (stats) => `${stats.engagement}%` },
];

function Cards({ stats }: { stats: DashboardStats | null }) {
  return (
    <Box
      component="ul"
      aria-label="Dashboard stats"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {CARDS.map((card) => (
        <Paper component="li" key={card.label} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, '& svg': { color: 'secondary.main' } }}>
            {card.icon}
            <Typography variant="body2" color="text.secondary">
              {card.label}
            </Typography>
          </Stack>
          <Typography variant="h4" component="p">
            {stats ? card.value(stats) : <CircularProgress size={24} aria-label={`Loading ${card.label}`} />}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Total Members, Tickets Sold, Upcoming Events and Engagement Rate, from the server (loading, failed or shown). */
export function StatCards() {
  const stats = useDashboardStats();
  return (
    <QueryView query={stats} loading={<Cards stats={null} />} errorText="Failed to load dashboard stats">
      {(data) => <Cards stats={data} />}
    </QueryView>
  );
}
