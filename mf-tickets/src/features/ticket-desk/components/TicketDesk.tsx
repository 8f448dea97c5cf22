import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminEvent, AdminTicket, TicketSort } from '@guildhall/contracts';
import { MOBILE_BREAKPOINT_PX } from '@guildhall/contracts/limits';
import { getErrorMessage } from '@guildhall/shared-session';
import { Add, Download, FilterList, Search } from '@guildhall/ui/icons';
import type { GridPaginationModel, GridSortModel } from '@guildhall/ui/data-grid';
import { useDebouncedValue } from '@guildhall/ui/hooks';
import { useDeleteTicket } from '../api/delete-ticket';
import { useExportTickets } from '../api/export-tickets';
import { useTicketStats } from '../api/get-ticket-stats';
import { useTicketTimeline } from '../api/get-ticket-timeline';
import { useTickets } from '../api/get-tickets';
import { useDeskEvents } from '../api/list-desk-events';
import { useUpdateTicket } from '../api/update-ticket';
import { FIRST_PAGE, ORDER_OPTIONS, SEARCH_DELAY_MS, type TicketOrder } from '../list-options';
import type { TicketAction } from '../ticket-actions';
import { CancelTicketDialog } from './CancelTicketDialog';
import { CreateTicketDialog } from './CreateTicketDialog';
import { DeleteTicketDialog } from './DeleteTicketDialog';
import { TicketCards } from './TicketCards';
import { TicketStatCards } from './TicketStatCards';

const TicketGrid = lazy(() => import('./TicketGrid'));
const TicketTimelineChart = lazy(() => import('./TicketTimelineChart'));

type Open = { dialog: 'cancel' | 'delete'; ticket: AdminTicket } | { dialog: 'create' } | null;

function LoadingText({ label, height }: { label: string; height: number }) {
  return (
    <Box role="status" sx={{ height, display: 'grid', placeItems: 'center' }}>
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

function EventSelect({
  events,
  value,
  onChange,
}: {
  events: readonly AdminEvent[];
  value: string;
  onChange(id: string): void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Select an event"
      value={value}
      onChange={(change) => onChange(change.target.value)}
      sx={{ minWidth: 240, bgcolor: 'background.paper' }}
      fullWidth
    >
      {events.length === 0 && (
        <MenuItem value="" disabled>
          No events yet
        </MenuItem>
      )}
      {events.map((event) => (
        <MenuItem key={event.id} value={event.id}>
          {event.title} ({event.date})
        </MenuItem>
      ))}
    </TextField>
  );
}

function OrderSelect({ value, onChange }: { value: TicketOrder; onChange(order: TicketOrder): void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort"
      value={value}
      onChange={(change) => onChange(change.target.value as TicketOrder)}
      sx={{ minWidth: 160, bgcolor: 'background.paper' }}
      fullWidth
    >
      {ORDER_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The admin ticket desk (the dashboard's Tickets tab): choose an event, see its numbers and timeline, search and
 * page its tickets (a table, cards below 768 px), act on them, create a ticket, export the CSV.
 */
export function TicketDesk() {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const events = useDeskEvents();
  const [eventId, setEventId] = useState('');
  const [order, setOrder] = useState<TicketOrder>('newest');
  // The LPU ID column's toggle; null while the list follows the Newest / Oldest choice.
  const [lpuSort, setLpuSort] = useState<'asc' | 'desc' | null>(null);
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  // A load error dismissed from the banner stays hidden until the list fails again.
  const [dismissedListError, setDismissedListError] = useState(0);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const sort: TicketSort = lpuSort === null ? order : lpuSort === 'asc' ? 'lpuId' : '-lpuId';
  const query = { search: settledSearch || undefined, sort, page: pagination.page + 1, limit: pagination.pageSize };
  const tickets = useTickets(eventId, query);
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
  };
  const listError = eventId && tickets.isError && tickets.errorUpdatedAt > dismissedListError ? tickets.error : null;
  const bannerText = error ?? (listError ? getErrorMessage(listError, 'Failed to load tickets') : null);

  function onAction(action: TicketAction, ticket: AdminTicket) {
    setError(null);
    if (action === 'cancel' || action === 'delete') return setOpen({ dialog: action, ticket });
    const change =
      action === 'resend'
        ? ({ action: 'resend' } as const)
        : { action: 'status' as const, isUsed: action === 'mark-used' };
    update.mutate(
      { id: ticket.id, change },
      { onError: (failure) => setError(getErrorMessage(failure, 'Ticket update failed')) },
    );
  }

  function exportCsv() {
    setFiltersOpen(false);
    setError(null);
    if (!eventId || tickets.data?.totalDocs === 0) return setError('No tickets to export.');
    exporter.mutate(
      { eventId, query: { search: settledSearch || undefined, sort } },
      { onError: (failure) => setError(getErrorMessage(failure, 'Export failed')) },
    );
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
  const eventSelect = <EventSelect events={events.data ?? []} value={eventId} onChange={chooseEvent} />;
  const orderSelect = (
    <OrderSelect
      value={order}
      onChange={(value) => {
        setOrder(value);
        setLpuSort(null);
        firstPage();
      }}
    />
  );
  const listProps = {
    tickets: tickets.data?.docs ?? [],
    totalTickets: tickets.data?.totalDocs ?? 0,
    searching: Boolean(settledSearch),
    pagination,
    onPaginationChange: setPagination,
    onAction,
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ dialog: 'create' })}>
          Create Ticket
        </Button>
      </Stack>
      {events.isError && (
        <Alert severity="error">{getErrorMessage(events.error, 'Failed to load dashboard data')}</Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        {!mobile && <Box sx={{ flex: 2, minWidth: 0 }}>{eventSelect}</Box>}
        {!mobile && <Box sx={{ flex: 1, minWidth: 0 }}>{orderSelect}</Box>}
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
          sx={{ flex: 2, bgcolor: 'background.paper' }}
        />
        {mobile ? (
          <Button
            variant="outlined"
            startIcon={<FilterList />}
            onClick={() => setFiltersOpen(true)}
            aria-expanded={filtersOpen}
          >
            Filters
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
          {exportButton}
          <Button onClick={() => setFiltersOpen(false)}>Done</Button>
        </Stack>
      </Drawer>
      {bannerText && (
        <Alert
          severity="error"
          variant="filled"
          onClose={() => {
            setError(null);
            setDismissedListError(Date.now());
          }}
        >
          {bannerText}
        </Alert>
      )}
      {!eventId ? (
        <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            Select an Event
          </Typography>
          <Typography color="text.secondary">Choose an event from the dropdown to view its tickets</Typography>
        </Paper>
      ) : (
        <>
          <TicketStatCards stats={stats.data} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Ticket Activity Timeline
            </Typography>
            {timeline.data && timeline.data.days.length > 0 ? (
              <Suspense fallback={<LoadingText label="Loading the timeline..." height={200} />}>
                <TicketTimelineChart timeline={timeline.data} />
              </Suspense>
            ) : (
              <LoadingText
                label={timeline.isPending ? 'Loading the timeline...' : 'No ticket activity yet'}
                height={200}
              />
            )}
          </Paper>
          {tickets.isPending ? (
            <LoadingText label="Loading tickets..." height={360} />
          ) : mobile ? (
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
          )}
        </>
      )}
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
