import { lazy, Suspense, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminEvent, AdminTicket, TicketPage, TicketSort } from '@guildhall/contracts';
import { formatCalendarDay } from '@guildhall/contracts/dates';
import { MOBILE_BREAKPOINT_PX } from '@guildhall/contracts/limits';
import { getErrorMessage } from '@guildhall/shared-session';
import { Add, Download, FilterList, Search } from '@guildhall/ui/icons';
import type { GridPaginationModel, GridSortModel } from '@guildhall/ui/data-grid';
import { useDebouncedValue } from '@guildhall/ui/hooks';
import { ListError, ListLoading, QueryView } from '@guildhall/ui/list-state';
import { useDeleteTicket } from '../api/delete-ticket';
import { useExportTickets } from '../api/export-tickets';
import { useTicketStats } from '../api/get-ticket-stats';
import { useTicketTimeline } from '../api/get-ticket-timeline';
import { useTickets } from '../api/get-tickets';
import { useDeskEvents } from '../api/list-desk-events';
import { useUpdateTicket } from '../api/update-ticket';
import {
  FIRST_PAGE,
  ORDER_OPTIONS,
  SEARCH_DELAY_MS,
  SHOW_OPTIONS,
  type TicketOrder,
  type TicketShow,
} from '../list-options';
import type { TicketAction } from '../ticket-actions';
import { CancelTicketDialog } from './CancelTicketDialog';
import { CreateTicketDialog } from './CreateTicketDialog';
import { DeleteTicketDialog } from './DeleteTicketDialog';
import { TicketCards } from './TicketCards';
import { TicketStatCards } from './TicketStatCards';

const TicketGrid = lazy(() => import('./TicketGrid'));
const TicketTimelineChart = lazy(() => import('./TicketTimelineChart'));
const WaitlistSection = lazy(() => import('./WaitlistSection'));

type Open = { dialog: 'cancel' | 'delete'; ticket: AdminTicket } | { dialog: 'create' } | null;

/** How long the Resend confirmation stays (it also closes on Escape or a click away). */
const NOTICE_MS = 6000;

function LoadingText({ label, height }: { label: string; height: number }) {
  return (
    <Box sx={{ minHeight: height, display: 'grid', placeItems: 'center' }}>
      <ListLoading text={label} />
    </Box>
  );
}

function DeskSelect<Value extends string>({
  label,
  value,
  options,
  placeholder,
  onChange,
  minWidth,
}: {
  label: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  /** Shown, disabled, when there is nothing to choose (why). */
  placeholder?: string;
  onChange(value: Value): void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(change) => onChange(change.target.value as Value)}
      sx={{ minWidth, bgcolor: 'background.paper' }}
      fullWidth
    >
      {options.length === 0 && placeholder && (
        <MenuItem value="" disabled>
          {placeholder}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const eventOption = (event: AdminEvent) => ({
  value: event.id,
  label: `${event.title} (${formatCalendarDay(event.date)})`,
});

export interface TicketDeskProps {
  /** Another feature's part of the chosen event, under its waiting list (the page composes it: features never
   * import each other); remounted per event. */
  EventSection: ComponentType<{ eventId: string }>;
}

/**
 * The admin ticket desk (the dashboard's Tickets tab): choose an event, see its numbers and timeline, search, filter
 * and page its tickets (a table, cards below 768 px), act on them, create a ticket, export the CSV. Each part that
 * loads shows exactly one of loading, its failure with Retry, empty, or its data (docs/choices.md, "Ticket desk").
 */
export function TicketDesk({ EventSection }: TicketDeskProps) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const events = useDeskEvents();
  const [eventId, setEventId] = useState('');
  const [order, setOrder] = useState<TicketOrder>('newest');
  // The LPU ID column's toggle; null while the list follows the Newest / Oldest choice.
  const [lpuSort, setLpuSort] = useState<'asc' | 'desc' | null>(null);
  const [search, setSearch] = useState('');
  const [show, setShow] = useState<TicketShow>('all');
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  // A row action that failed (the spec's dismissible red banner).
  const [error, setError] = useState<string | null>(null);
  // The list answer Export found empty: 'No tickets to export.' is about that answer only, so it goes as soon as
  // the list answers anything else (a ticket created, another search, another event).
  const [emptyExport, setEmptyExport] = useState<TicketPage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const sort: TicketSort = lpuSort === null ? order : lpuSort === 'asc' ? 'lpuId' : '-lpuId';
  const emailFailed = show === 'email-failed' ? ('true' as const) : undefined;
  const filter = { search: settledSearch || undefined, sort, emailFailed };
  const tickets = useTickets(eventId, { ...filter, page: pagination.page + 1, limit: pagination.pageSize });
  const stats = useTicketStats(eventId);
  const timeline = useTicketTimeline(eventId);
  const update = useUpdateTicket();
  const remove = useDeleteTicket();
  const exporter = useExportTickets();

  const firstPage = () => setPagination((current) => ({ ...current, page: 0 }));
  const chooseEvent = (id: string) => {
    setEventId(id);
    setSearch('');
    setPagination(FIRST_PAGE);
    setError(null);
    exporter.reset();
  };
  const chooseShow = (value: TicketShow) => {
    setShow(value);
    firstPage();
  };

  function onAction(action: TicketAction, ticket: AdminTicket) {
    setError(null);
    if (action === 'cancel' || action === 'delete') return setOpen({ dialog: action, ticket });
    const change =
      action === 'resend'
        ? ({ action: 'resend' } as const)
        : { action: 'status' as const, isUsed: action === 'mark-used' };
    update.mutate(
      { id: ticket.id, change },
      {
        // The API queues the e-mail (the outbox sends it and retries a failure): say queued, not sent.
        onSuccess: () => {
          if (action === 'resend') setNotice(`Ticket e-mail queued for ${ticket.email}.`);
        },
        onError: (failure) => setError(getErrorMessage(failure, 'Ticket update failed')),
      },
    );
  }

  function exportCsv() {
    setFiltersOpen(false);
    setError(null);
    exporter.reset();
    if (!eventId) return;
    if (tickets.data?.totalDocs === 0) return setEmptyExport(tickets.data);
    setEmptyExport(null);
    exporter.mutate({ eventId, query: filter });
  }

  const exportButton = (
    <Button
      variant="outlined"
      startIcon={<Download />}
      onClick={exportCsv}
      disabled={!eventId || exporter.isPending}
      sx={{ flexShrink: 0 }}
    >
      {exporter.isPending ? 'Exporting...' : mobile ? 'Export CSV' : 'Export'}
    </Button>
  );
  const eventSelect = (
    <DeskSelect
      label="Select an event"
      value={eventId}
      options={(events.data ?? []).map(eventOption)}
      placeholder={events.isPending ? 'Loading events...' : events.isError ? 'Events failed to load' : 'No events yet'}
      onChange={chooseEvent}
      minWidth={220}
    />
  );
  const orderSelect = (
    <DeskSelect
      label="Sort"
      value={order}
      options={ORDER_OPTIONS}
      onChange={(value) => {
        setOrder(value);
        setLpuSort(null);
        firstPage();
      }}
      minWidth={140}
    />
  );
  const showSelect = (
    <DeskSelect label="Show" value={show} options={SHOW_OPTIONS} onChange={chooseShow} minWidth={140} />
  );
  const narrowing = {
    searching: Boolean(settledSearch),
    emailFailedOnly: show === 'email-failed',
    onClearFilter: () => chooseShow('all'),
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ dialog: 'create' })}>
          Create Ticket
        </Button>
      </Stack>
      {events.isError && (
        <ListError
          text={getErrorMessage(events.error, 'Failed to load dashboard data')}
          onRetry={() => void events.refetch()}
        />
      )}
      {/* Two rows from 768 px: what is shown (event, sort, filter), then the search with Export, each wide enough
          for its text at 1280 px (the search's placeholder, the event's title and day). */}
      {!mobile && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)', gap: 1.5 }}>
          {eventSelect}
          {orderSelect}
          {showSelect}
        </Box>
      )}
      <Stack direction={mobile ? 'column' : 'row'} spacing={1.5} sx={{ alignItems: mobile ? 'stretch' : 'center' }}>
        <TextField
          size="small"
          placeholder="Search by LPU ID, name or email"
          value={search}
          disabled={!eventId}
          onChange={(change) => {
            setSearch(change.target.value);
            firstPage();
          }}
          slotProps={{
            htmlInput: { 'aria-label': 'Search by LPU ID, name or email' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}
        />
        {mobile ? (
          <Button
            variant="outlined"
            startIcon={<FilterList />}
            onClick={() => {
              // The drawer's Done sits where the confirmation shows: it goes first.
              setNotice(null);
              setFiltersOpen(true);
            }}
            aria-expanded={filtersOpen}
            sx={{ flexShrink: 0 }}
          >
            {show === 'all' ? 'Filters' : 'Filters (1)'}
          </Button>
        ) : (
          exportButton
        )}
      </Stack>
      <Drawer
        anchor="bottom"
        open={mobile && filtersOpen}
        onClose={() => setFiltersOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'ticket-filters-title' } }}
      >
        <Stack spacing={2} sx={{ p: 2, pb: 3 }}>
          <Typography variant="h6" component="h3" id="ticket-filters-title">
            Filters
          </Typography>
          {eventSelect}
          {orderSelect}
          {showSelect}
          {exportButton}
          <Button onClick={() => setFiltersOpen(false)}>Done</Button>
        </Stack>
      </Drawer>
      {error && (
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {emptyExport !== null && emptyExport === tickets.data && !tickets.isError && (
        <Alert severity="info" onClose={() => setEmptyExport(null)}>
          No tickets to export.
        </Alert>
      )}
      {exporter.isError && <ListError text={getErrorMessage(exporter.error, 'Export failed')} onRetry={exportCsv} />}
      {!eventId ? (
        <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            Select an Event
          </Typography>
          <Typography color="text.secondary">Choose an event from the dropdown to view its tickets</Typography>
        </Paper>
      ) : (
        <>
          <QueryView
            query={stats}
            loading={<TicketStatCards stats={undefined} />}
            errorText="Failed to load ticket stats"
          >
            {(data) => <TicketStatCards stats={data} />}
          </QueryView>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Ticket Activity Timeline
            </Typography>
            <QueryView
              query={timeline}
              loading={<LoadingText label="Loading the timeline..." height={200} />}
              errorText="Failed to load the timeline"
              isEmpty={(data) => data.days.length === 0}
              empty={
                <Box sx={{ height: 200, display: 'grid', placeItems: 'center' }}>
                  <Typography color="text.secondary">No ticket activity yet</Typography>
                </Box>
              }
            >
              {(data) => (
                <Suspense fallback={<LoadingText label="Loading the timeline..." height={200} />}>
                  <TicketTimelineChart timeline={data} />
                </Suspense>
              )}
            </QueryView>
          </Paper>
          <QueryView
            query={tickets}
            loading={<LoadingText label="Loading tickets..." height={360} />}
            errorText="Failed to load tickets"
          >
            {(page) => {
              // Empty pages show the list's own empty state (the grid's overlay keeps its columns and pager).
              const listProps = {
                tickets: page.docs,
                totalTickets: page.totalDocs,
                ...narrowing,
                pagination,
                onPaginationChange: setPagination,
                onAction,
              };
              return mobile ? (
                <TicketCards {...listProps} />
              ) : (
                <Suspense fallback={<LoadingText label="Loading tickets..." height={360} />}>
                  <TicketGrid
                    {...listProps}
                    loading={tickets.isFetching}
                    sort={lpuSort ? [{ field: 'lpuId', sort: lpuSort }] : []}
                    onSortChange={(model: GridSortModel) => {
                      const next = model.find((item) => item.field === 'lpuId')?.sort;
                      setLpuSort(next === 'asc' || next === 'desc' ? next : null);
                      firstPage();
                    }}
                  />
                </Suspense>
              );
            }}
          </QueryView>
          <Suspense fallback={<LoadingText label="Loading the waiting list..." height={160} />}>
            <WaitlistSection key={eventId} eventId={eventId} />
          </Suspense>
          <EventSection key={eventId} eventId={eventId} />
        </>
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={NOTICE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
          {notice}
        </Alert>
      </Snackbar>
      {open?.dialog === 'create' && (
        <CreateTicketDialog
          events={events.data}
          eventsError={events.error}
          eventId={eventId}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'cancel' && <CancelTicketDialog ticket={open.ticket} onClose={() => setOpen(null)} />}
      {open?.dialog === 'delete' && (
        <DeleteTicketDialog
          ticket={open.ticket}
          deleting={remove.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(open.ticket.id, {
              onSuccess: () => setOpen(null),
              onError: (failure) => {
                setOpen(null);
                setError(getErrorMessage(failure, 'Ticket deletion failed'));
              },
            })
          }
        />
      )}
    </Stack>
  );
}
