import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inbox from '@mui/icons-material/Inbox';
import { getErrorMessage } from '@guildhall/shared-session';

// One rule for every list and card that loads (docs/choices.md, "One voice"): it is loading, or it failed (the
// failure and Retry), or it is empty, or it shows its data; never two at once, and a failed load is never shown as
// an empty list.

/** 'Loading applications...' */
export function ListLoading({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Stack>
  );
}

/** The failure's text with Retry (or the screen's own word for it). */
export function ListError({
  text,
  onRetry,
  retryLabel = 'Retry',
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

/** 'No applications found' with a message and, where filters can be cleared, Clear Filters. */
export function ListEmpty({
  title,
  message,
  onClear,
  Icon = Inbox,
}: {
  title: string;
  message?: string;
  onClear?(): void;
  Icon?: typeof Inbox;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {message && <Typography>{message}</Typography>}
      {onClear && <Button onClick={onClear}>Clear Filters</Button>}
    </Stack>
  );
}

/** What QueryView reads of a TanStack query (useQuery's result fits). */
export interface ViewableQuery<TData> {
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface QueryViewProps<TData> {
  query: ViewableQuery<TData>;
  /** Drawn while the first answer is on its way (a skeleton of the data's shape, or ListLoading). */
  loading: ReactNode;
  /** The screen's default text for a failure whose answer has no message ('Failed to load members'). */
  errorText: string;
  /** Drawn instead of ListError when the screen has its own failure view; `retry` refetches. */
  renderError?(message: string, retry: () => void): ReactNode;
  /** Whether the answer is empty; `empty` is drawn then. */
  isEmpty?(data: TData): boolean;
  empty?: ReactNode;
  children(data: TData): ReactNode;
}

/** Exactly one of loading, error (with Retry), empty and the data, for one query. */
export function QueryView<TData>({
  query,
  loading,
  errorText,
  renderError,
  isEmpty,
  empty,
  children,
}: QueryViewProps<TData>) {
  if (query.isError) {
    const message = getErrorMessage(query.error, errorText);
    const retry = () => void query.refetch();
    return <>{renderError ? renderError(message, retry) : <ListError text={message} onRetry={retry} />}</>;
  }
  if (query.isPending || query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty ?? null}</>;
  return <>{children(query.data)}</>;
}
