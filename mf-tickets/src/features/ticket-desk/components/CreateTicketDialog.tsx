import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AdminEvent,
  manualTicketFormSchema,
  type CreatedTicket,
  type ManualTicketRequest,
} from '@guildhall/contracts';
import { TICKET_CLUBS, TICKET_GENDERS } from '@guildhall/contracts/enums';
import { MOBILE_BREAKPOINT_PX } from '@guildhall/contracts/limits';
import { getErrorMessage } from '@guildhall/shared-session';
import { Form, FormRadioGroup, FormSelect, FormTextField, serverFieldErrors, SubmitButton } from '@guildhall/ui/form';
import { useCreateTicket } from '../api/create-ticket';
import { OverCapacityDialog } from './OverCapacityDialog';

const TEXT_FIELDS = [
  { name: 'fullName', label: 'Full Name', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'lpuId', label: 'LPU ID', inputMode: 'numeric', required: true },
  { name: 'course', label: 'Course' },
] as const;
const GENDERS = [{ value: '', label: 'Not specified' }, ...TICKET_GENDERS.map((value) => ({ value, label: value }))];
const CLUBS = [{ value: '', label: 'None' }, ...TICKET_CLUBS.map((value) => ({ value, label: value }))];
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const twoColumnsFromSmall = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 };

export interface CreateTicketDialogProps {
  /** The events to issue for (undefined while they load). */
  events: readonly AdminEvent[] | undefined;
  eventsError: unknown;
  /** The event the desk shows, if any; else the first event. */
  eventId: string;
  onClose(): void;
}

/** The server's refusal of a full event (409 on `overCapacity`), which the admin may confirm; else null. */
const overCapacityRefusal = (error: unknown) =>
  serverFieldErrors(error).find((field) => field.path === 'overCapacity')?.message ?? null;

function TicketForm({ event, onCreated }: { event: AdminEvent; onCreated(ticket: CreatedTicket): void }) {
  const create = useCreateTicket();
  // The event is full: the form's ticket waits for the admin to confirm going over (or to go back to the form).
  const [full, setFull] = useState<{ ticket: ManualTicketRequest; message: string } | null>(null);
  const [overError, setOverError] = useState<string | null>(null);

  async function submit(ticket: ManualTicketRequest) {
    try {
      onCreated(await create.mutateAsync(ticket));
    } catch (error) {
      const message = overCapacityRefusal(error);
      if (message === null) throw error;
      setOverError(null);
      setFull({ ticket, message });
    }
  }

  function confirmOver(ticket: ManualTicketRequest) {
    create.mutate(
      { ...ticket, overCapacity: true },
      { onSuccess: onCreated, onError: (error) => setOverError(getErrorMessage(error, 'Failed to create ticket')) },
    );
  }

  return (
    <>
      {full && (
        <OverCapacityDialog
          message={full.message}
          error={overError}
          pending={create.isPending}
          onConfirm={() => confirmOver(full.ticket)}
          onClose={() => setFull(null)}
        />
      )}
      <Form
        schema={manualTicketFormSchema}
        defaultValues={{
          fullName: '',
          email: '',
          phone: '',
          lpuId: '',
          course: '',
          gender: '',
          hosteler: 'no',
          hostel: '',
          club: '',
          eventId: event.id,
          eventName: event.title,
        }}
        onSubmit={submit}
        failureMessage="Failed to create ticket"
        invalidMessage="Please correct the highlighted fields."
      >
        {({ control, watch, setValue }) => (
          <>
            <Box sx={twoColumnsFromSmall}>
              {TEXT_FIELDS.map((field) => (
                <FormTextField key={field.name} control={control} autoComplete="off" {...field} />
              ))}
              <FormSelect control={control} name="gender" label="Gender" options={GENDERS} />
              <FormSelect control={control} name="club" label="Club" options={CLUBS} />
            </Box>
            <Box sx={twoColumnsFromSmall}>
              <Box
                onChange={(change: ChangeEvent<HTMLInputElement>) => {
                  // Not a hosteler any more: the hostel is cleared (the spec).
                  if (change.target.value === 'no') setValue('hostel', '');
                }}
              >
                <FormRadioGroup control={control} name="hosteler" label="Hosteler" options={YES_NO} />
              </Box>
              {watch('hosteler') === 'yes' && (
                <FormTextField control={control} name="hostel" label="Hostel" required autoComplete="off" />
              )}
            </Box>
            <Box sx={twoColumnsFromSmall}>
              <TextField label="Event" value={event.title} slotProps={{ input: { readOnly: true } }} fullWidth />
              <TextField label="Event ID" value={event.id} slotProps={{ input: { readOnly: true } }} fullWidth />
            </Box>
            <SubmitButton pendingLabel="Creating...">Create Ticket</SubmitButton>
          </>
        )}
      </Form>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value || 'N/A'}
      </Typography>
    </>
  );
}

/** The success view: the QR code (or 'QR not available') and the ticket's details. */
function CreatedView({ ticket }: { ticket: CreatedTicket }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
      <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
        {ticket.qrCode.url ? (
          <Box
            component="img"
            src={ticket.qrCode.url}
            alt={`QR code of ticket ${ticket.ticketId}`}
            sx={{ width: 220, height: 220, display: 'block' }}
          />
        ) : (
          <Typography color="text.secondary">QR not available</Typography>
        )}
      </Box>
      <Box sx={{ width: '100%' }}>
        <Typography role="status" sx={{ fontWeight: 700, mb: 1.5 }} color="success.main">
          Ticket created and e-mailed to {ticket.email}.
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
          <Detail label="Ticket ID" value={ticket.ticketId} />
          <Detail label="Event" value={ticket.eventName} />
          <Detail label="Name" value={ticket.fullName} />
          <Detail label="Email" value={ticket.email} />
          <Detail label="Phone" value={ticket.phone} />
          <Detail label="LPU ID" value={ticket.lpuId} />
          <Detail label="Course" value={ticket.course} />
          <Detail label="Gender" value={ticket.gender} />
          <Detail label="Hosteler" value={ticket.hosteler ? 'Yes' : 'No'} />
          {ticket.hosteler && <Detail label="Hostel" value={ticket.hostel} />}
          <Detail label="Club" value={ticket.club} />
        </Box>
      </Box>
    </Stack>
  );
}

/** Create Ticket (the Tickets tab only): the manual ticket form, then the created ticket with its QR code. */
export function CreateTicketDialog({ events, eventsError, eventId, onClose }: CreateTicketDialogProps) {
  const fullScreen = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [created, setCreated] = useState<CreatedTicket | null>(null);
  const event = events?.find((candidate) => candidate.id === eventId) ?? events?.[0];

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="create-ticket-title"
      scroll="paper"
    >
      <DialogTitle id="create-ticket-title">{created ? 'Ticket Created' : 'Create Ticket'}</DialogTitle>
      <DialogContent dividers>
        {created ? (
          <CreatedView ticket={created} />
        ) : eventsError ? (
          <Typography role="alert" color="error">
            {getErrorMessage(eventsError, 'Failed to load dashboard data')}
          </Typography>
        ) : !events ? (
          <Box role="status" aria-label="Loading events" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-hidden />
          </Box>
        ) : !event ? (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h6" component="p">
              No Events Available
            </Typography>
            <Typography color="text.secondary">Cannot create ticket without events.</Typography>
          </Box>
        ) : (
          <TicketForm event={event} onCreated={setCreated} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
