import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityItem } from '@guildhall/contracts';
import { formatDateTime } from '@guildhall/contracts/dates';
import { getErrorMessage } from '@guildhall/shared-session';
import { ListError, QueryView } from '@guildhall/ui/list-state';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useRecentActivity } from '../api/get-recent-activity';
import { Panel } from './Panel';

const FAILED = 'Failed to load recent activity';

/**
 * One entry as a sentence: '<who> <action> <target>' ('Club Admin banned Asha Verma'). The API words each kind's
 * action for the target that follows it, or for none (docs/interfaces.md, "Activity log").
 */
export function ActivitySentence({ item }: { item: Pick<ActivityItem, 'user' | 'action' | 'target'> }) {
  return (
    <>
      <strong>{item.user}</strong> {item.action}
      {item.target && (
        <>
          {' '}
          <strong>{item.target}</strong>
        </>
      )}
    </>
  );
}

/** The activity log's newest entries (sign-ins left out), 10 at a time: who did what to what, and when. */
export function RecentActivity() {
  const activity = useRecentActivity();
  // A failed 'Show more' keeps the entries already shown and says so below them; only a failed first page (or a
  // failed refresh) replaces the list with its error.
  const view = { ...activity, isError: activity.isError && !activity.isFetchNextPageError };

  return (
    <Panel title="Recent Activity">
      <QueryView
        query={view}
        loading={<LoadingBlock label="Loading recent activity" height={160} />}
        errorText={FAILED}
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={<Typography color="text.secondary">No recent activity</Typography>}
      >
        {(data) => (
          <>
            <List dense disablePadding aria-label="Recent activity entries">
              {data.pages
                .flatMap((page) => page.items)
                .map((item) => (
                  <ListItem key={item.id} disableGutters divider>
                    <ListItemText
                      primary={<ActivitySentence item={item} />}
                      secondary={<time dateTime={item.time}>{formatDateTime(item.time)}</time>}
                    />
                  </ListItem>
                ))}
            </List>
            {activity.isFetchNextPageError ? (
              <ListError text={getErrorMessage(activity.error, FAILED)} onRetry={() => void activity.fetchNextPage()} />
            ) : (
              activity.hasNextPage && (
                <Button
                  size="small"
                  onClick={() => void activity.fetchNextPage()}
                  disabled={activity.isFetchingNextPage}
                  sx={{ mt: 1 }}
                >
                  {activity.isFetchingNextPage ? 'Loading...' : 'Show more'}
                </Button>
              )
            )}
          </>
        )}
      </QueryView>
    </Panel>
  );
}
