import { useDeferredValue, useState } from 'react';
import {
  ADMIN_EVENT_SORTS,
  EVENT_STATUSES,
  type AdminEvent,
  type AdminEventSort,
  type EventStatus,
} from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventBusy from '@mui/icons-material/EventBusy';
import { Add, Search } from '@guildhall/ui/icons';
import { ListEmpty, ListError, ListLoading } from '@guildhall/ui/list-state';
import { useAdminEvents } from '../api/list-admin-events';
import { SORT_LABELS, STATUS_LABELS } from '../event-format';
import { DeleteEventDialog } from './DeleteEventDialog';
import { DoorStaffDialog } from './DoorStaffDialog';
import { EventCard } from './EventCard';
import { EventDialog } from './EventDialog';

/**
 * The dashboard's Events tab: search, status filter, order (upcoming first by default), the event cards, create /
 * edit / delete.
 */
export function EventsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [sort, setSort] = useState<AdminEventSort>('upcoming');
  const events = useAdminEvents({ search: useDeferredValue(search), status, sort });
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [doorStaffOf, setDoorStaffOf] = useState<AdminEvent | null>(null);

  return (
    <Stack spacing={3} component="section" aria-labelledby="events-tab-title">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography id="events-tab-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Event Management
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            size="small"
            placeholder="Search events..."
            value={search}
            onChange={(changed) => setSearch(changed.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search events' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(changed) => setStatus(changed.target.value as EventStatus | '')}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All Statuses</MenuItem>
            {EVENT_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Sort"
            value={sort}
            onChange={(changed) => setSort(changed.target.value as AdminEventSort)}
            sx={{ minWidth: 160 }}
          >
            {ADMIN_EVENT_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {SORT_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Create Event
          </Button>
        </Stack>
      </Stack>

      {events.isPending ? (
        <ListLoading text="Loading events..." />
      ) : events.isError ? (
        <ListError
          text={getErrorMessage(events.error, 'Failed to load dashboard data')}
          onRetry={() => events.refetch()}
        />
      ) : events.data.docs.length === 0 ? (
        <ListEmpty title="No events found" message="Create your first event to get started" Icon={EventBusy} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {events.data.docs.map((event) => (
            <EventCard
              key={event.id}
              event={event}
              onEdit={() => setEditing(event)}
              onDelete={() => setDeleting(event)}
              onDoorStaff={() => setDoorStaffOf(event)}
            />
          ))}
        </Box>
      )}
      {!events.isError && events.data && events.data.totalDocs > events.data.docs.length && (
        <Typography variant="body2" color="text.secondary">
          Showing the first {events.data.docs.length} of {events.data.totalDocs} events in this order: search to find
          the others.
        </Typography>
      )}

      {editing && <EventDialog event={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />}
      {doorStaffOf && <DoorStaffDialog event={doorStaffOf} onClose={() => setDoorStaffOf(null)} />}
    </Stack>
  );
}
