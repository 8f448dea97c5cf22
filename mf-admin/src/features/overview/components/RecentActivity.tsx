import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useRecentActivity } from '../api/get-recent-activity';
import { formatDateTime } from '../../../format';
import { Panel } from './Panel';

/** The activity log's newest entries: who, what, 'for' what, when. */
export function RecentActivity() {
  const activity = useRecentActivity();

  return (
    <Panel title="Recent Activity">
      {activity.isPending && <LoadingBlock label="Loading recent activity" height={160} />}
      {activity.isError && <Alert severity="error">Failed to load recent activity</Alert>}
      {activity.data?.length === 0 && <Typography color="text.secondary">No recent activity</Typography>}
      {activity.data && activity.data.length > 0 && (
        <List dense disablePadding>
          {activity.data.map((item) => (
            <ListItem key={item.id} disableGutters divider>
              <ListItemText
                primary={
                  <>
                    <strong>{item.user}</strong> {item.action}
                    {item.target && <> for {item.target}</>}
                  </>
                }
                secondary={<time dateTime={item.time}>{formatDateTime(item.time)}</time>}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
