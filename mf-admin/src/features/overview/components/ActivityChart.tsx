import type { ActivityOverview } from '@guildhall/contracts';
import { formatChartDay } from '@guildhall/contracts/dates';
import { BarChart } from '@guildhall/ui/charts';

/** The bars (MUI X Charts, loaded with the overview only when it is drawn): one group per period. */
export default function ActivityChart({ overview }: { overview: ActivityOverview }) {
  return (
    <BarChart
      height={280}
      dataset={overview.buckets}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'start',
          // '31 Dec' for a day or a week (its Monday), 'Dec 2026' for a month.
          valueFormatter: (start: string) => formatChartDay(start, overview.unit),
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
