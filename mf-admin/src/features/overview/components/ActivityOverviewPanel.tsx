import { lazy, Suspense, useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ACTIVITY_RANGES, type ActivityRange } from '@guildhall/contracts';
import { QueryView } from '@guildhall/ui/list-state';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useActivityOverview } from '../api/get-activity-overview';
import { Panel } from './Panel';

const ActivityChart = lazy(() => import('./ActivityChart'));
const RANGE_LABELS: Record<ActivityRange, string> = { week: 'Week', month: 'Month', year: 'Year' };
const chartPlaceholder = <LoadingBlock label="Loading activity" height={280} />;

/** New members, tickets sold and posts per day, week or month (docs/choices.md, "Admin dashboard"). */
export function ActivityOverviewPanel() {
  const [range, setRange] = useState<ActivityRange>('week');
  const overview = useActivityOverview(range);

  return (
    <Panel
      title="Activity Overview"
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_, next: ActivityRange | null) => next && setRange(next)}
          aria-label="Activity period"
        >
          {ACTIVITY_RANGES.map((value) => (
            <ToggleButton key={value} value={value}>
              {RANGE_LABELS[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <QueryView query={overview} loading={chartPlaceholder} errorText="Failed to load activity overview">
        {(data) => (
          <Suspense fallback={chartPlaceholder}>
            <ActivityChart overview={data} />
          </Suspense>
        )}
      </QueryView>
    </Panel>
  );
}
