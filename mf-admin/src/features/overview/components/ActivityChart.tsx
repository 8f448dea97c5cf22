import { BarChart } from '@guildhall/ui/charts';
import type { ActivityOverview } from '@guildhall/contracts';

const LABEL_FORMATS: Record<ActivityOverview['unit'], Intl.DateTimeFormatOptions> = {
  day: { weekday: 'short', day: 'numeric' },
  week: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: '2-digit' },
};

/** The bars (MUI X Charts, loaded with the overview only when it is drawn): one group per period. */
export default function ActivityChart({ overview }: { overview: ActivityOverview }) {
  const format = new Intl.DateTimeFormat('en-US', { ...LABEL_FORMATS[overview.unit], timeZone: 'UTC' });
  return (
    <BarChart
      height={280}
      dataset={overview.buckets}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'start',
          valueFormatter: (start: string) => format.format(new Date(`${start}T00:00:00Z`)),
        },
      ]}
      series={[
        { dataKey: 'newMembers', label: 'New members' },
        { dataKey: 'ticketsSold', label: 'Tickets sold' },
        { dataKey: 'posts', label: 'Posts' },
      ]}
      margin={{ left: 0, right: 8 }}
    />
  );
}
