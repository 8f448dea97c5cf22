import { LineChart } from '@mui/x-charts/LineChart';
import type { TicketTimeline } from '@guildhall/contracts/ticket-desk';
import { formatTimelineDay } from '../format';

/** 'Ticket Activity Timeline' (MUI X, loaded with the panel's chart only): Created, Used, Cancelled per UTC day. */
export default function TicketTimelineChart({ timeline }: { timeline: TicketTimeline }) {
  return (
    <LineChart
      height={200}
      dataset={timeline.days}
      xAxis={[{ scaleType: 'point', dataKey: 'day', valueFormatter: formatTimelineDay }]}
      series={[
        { dataKey: 'created', label: 'Created', color: '#1e6fd9' },
        { dataKey: 'used', label: 'Used', color: '#2e7d32' },
        { dataKey: 'cancelled', label: 'Cancelled', color: '#c62828' },
      ]}
      margin={{ left: 0, right: 16 }}
    />
  );
}
