import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { DashboardTabProps } from '../../../dashboard-tab';
import { ActivityOverviewPanel } from './ActivityOverviewPanel';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { UpcomingEventsPanel } from './UpcomingEventsPanel';

const EVENTS_TAB = 'events';

/** The Dashboard tab: the four numbers, the activity chart, the activity log and the next events. */
export function OverviewTab({ openTab, hasTab, showError }: DashboardTabProps) {
  return (
    <Stack spacing={2}>
      <StatCards />
      <ActivityOverviewPanel />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' } }}>
        <RecentActivity />
        <UpcomingEventsPanel
          onViewAll={hasTab(EVENTS_TAB) ? () => openTab(EVENTS_TAB) : undefined}
          onError={showError}
        />
      </Box>
    </Stack>
  );
}
