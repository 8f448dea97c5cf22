import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';

/** 'Loading applications...' */
export function ListLoading({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}>
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** 'Error loading applications: <text>' with Try Again (or the screen's own word for it). */
export function ListError({
  text,
  onRetry,
  retryLabel = 'Try Again',
}: {
  text: string;
  onRetry(): void;
  retryLabel?: string;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** 'No applications found' with the filter-aware message and, where filters can be cleared, Clear Filters. */
export function ListEmpty({
  title,
  message,
  onClear,
  Icon = Inbox,
}: {
  title: string;
  message: string;
  onClear?(): void;
  Icon?: typeof Inbox;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      <Typography>{message}</Typography>
      {onClear && <Button onClick={onClear}>Clear Filters</Button>}
    </Stack>
  );
}

/** The empty text: with a status filter, or without. */
export function emptyMessage(noun: string, status: string): string {
  return status === 'all'
    ? `No ${noun} match your search criteria. Try adjusting your filters.`
    : `There are no ${noun} with status "${status}" matching your search.`;
}
