import { BarChart, LineChart } from '@guildhall/ui/charts';
import type { TicketTimeline } from '@guildhall/contracts';
import { formatChartDay } from '@guildhall/contracts/dates';

/** Up to a week of days: bars side by side, each with its number (points of equal counts would hide each other). */
const BARS_UP_TO_DAYS = 7;
const MARKS_UP_TO_DAYS = 31;
// Each series its own colour and, on the lines, its own mark shape; the legend names them.
const SERIES = [
  { dataKey: 'created', label: 'Created', color: '#1e6fd9', shape: 'circle' },
  { dataKey: 'used', label: 'Used', color: '#2e7d32', shape: 'square' },
  { dataKey: 'cancelled', label: 'Cancelled', color: '#c62828', shape: 'triangle' },
] as const;
const dayLabel = (day: string) => formatChartDay(day);
// Counts: whole-number ticks from 0 (an axis starting at 1 made 1 look like none).
const COUNT_AXIS = [{ tickMinStep: 1, min: 0 }];

/**
 * 'Ticket Activity Timeline' (MUI X, loaded with the panel's chart only): Created, Used, Cancelled per UTC day. A
 * short timeline is grouped bars labelled with their counts (none on an empty bar), a longer one lines
 * (docs/choices.md, "Ticket desk").
 */
export default function TicketTimelineChart({ timeline }: { timeline: TicketTimeline }) {
  const days = timeline.days.length;
  if (days <= BARS_UP_TO_DAYS)
    return (
      <BarChart
        height={200}
        dataset={timeline.days}
        xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: dayLabel }]}
        yAxis={COUNT_AXIS}
        series={SERIES.map(({ dataKey, label, color }) => ({
          dataKey,
          label,
          color,
          barLabel: ({ value }) => (value ? String(value) : null),
          barLabelPlacement: 'outside',
        }))}
        margin={{ left: 0, right: 16 }}
      />
    );
  // Marks on timelines of up to a month: a day alone between empty ones is a point, not a line.
  const showMark = days <= MARKS_UP_TO_DAYS;
  return (
    <LineChart
      height={200}
      dataset={timeline.days}
      xAxis={[{ scaleType: 'point', dataKey: 'day', valueFormatter: dayLabel }]}
      yAxis={COUNT_AXIS}
      series={SERIES.map((series) => ({ ...series, showMark }))}
      margin={{ left: 0, right: 16 }}
    />
  );
}
