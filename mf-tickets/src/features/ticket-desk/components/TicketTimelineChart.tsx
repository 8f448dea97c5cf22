import { LineChart } from '@guildhall/ui/charts';
import type { TicketTimeline } from '@guildhall/contracts';
import { formatChartDay } from '@guildhall/contracts/dates';

const MARKS_UP_TO_DAYS = 31;
const SERIES = [
  { dataKey: 'created', label: 'Created', color: '#1e6fd9' },
  { dataKey: 'used', label: 'Used', color: '#2e7d32' },
  { dataKey: 'cancelled', label: 'Cancelled', color: '#c62828' },
] as const;

/** 'Ticket Activity Timeline' (MUI X, loaded with the panel's chart only): Created, Used, Cancelled per UTC day. */
export default function TicketTimelineChart({ timeline }: { timeline: TicketTimeline }) {
  // Marks on short timelines: a single day is a point, not a line.
  const showMark = timeline.days.length <= MARKS_UP_TO_DAYS;
  return (
    <LineChart
      height={200}
      dataset={timeline.days}
      xAxis={[{ scaleType: 'point', dataKey: 'day', valueFormatter: (day: string) => formatChartDay(day) }]}
      // Counts: whole-number ticks from 0 (an axis starting at 1 made 1 look like none).
      yAxis={[{ tickMinStep: 1, min: 0 }]}
      series={SERIES.map((series) => ({ ...series, showMark }))}
      margin={{ left: 0, right: 16 }}
    />
  );
}
