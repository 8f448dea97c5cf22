import { useRef, useState } from 'react';
import {
  EVENT_STATUSES,
  eventFormSchema,
  eventFormValues,
  OFFER_WINDOW_MINUTES,
  UNPAID_HOLDS_DEFAULT,
  type AdminEvent,
} from '@guildhall/contracts';
import { Form, FormCheckbox, FormSelect, FormSwitch, FormTextField, SubmitButton } from '@guildhall/ui/form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSaveEvent } from '../api/save-event';
import { useSavePosters, type PosterItem } from '../api/save-posters';
import { STATUS_LABELS } from '../event-format';
import { PosterPicker } from './PosterPicker';

// A buyer's seat is held while they pay; past this many holds, new buyers are asked to try again in a few minutes.
const UNPAID_HOLDS_LABEL = `Seats held by unpaid orders (empty: ${UNPAID_HOLDS_DEFAULT.percentOfCapacity}% of capacity, at least ${UNPAID_HOLDS_DEFAULT.atLeast}, always fewer than the capacity)`;

// Sold out, the event takes names; a seat that frees is offered to the first in line for this long, then the next.
const OFFER_WINDOW_HINT = `How long a freed seat is held for the next person on the waiting list before it passes on (${OFFER_WINDOW_MINUTES.min} to ${OFFER_WINDOW_MINUTES.max} minutes; empty: ${OFFER_WINDOW_MINUTES.default})`;

const STATUS_OPTIONS = EVENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const DATE_TIME_LABEL = { inputLabel: { shrink: true } };

interface EventDialogProps {
  /** The event to edit; absent to create one. */
  event?: AdminEvent;
  onClose(): void;
}

/** 'Create New Event' / 'Edit Event': every field of the event model, and its posters. */
export function EventDialog({ event, onClose }: EventDialogProps) {
  const fullScreen = useMediaQuery('(max-width:600px)');
  const saveEvent = useSaveEvent();
  const savePosters = useSavePosters();
  // What the server has, and what the dialog shows; they differ once the admin adds, moves or removes one.
  const [savedPosters, setSavedPosters] = useState(() => posterItems(event?.posters ?? []));
  const [posters, setPosters] = useState(savedPosters);
  // Once a new event is created, a retry (posters failed) updates it instead of creating a second one.
  const savedId = useRef(event?.id);
  const title = event ? 'Edit Event' : 'Create New Event';

  const postersChanged =
    posters.length !== savedPosters.length || posters.some((poster, index) => poster.key !== savedPosters[index]!.key);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="event-dialog-title">
      <DialogTitle id="event-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Form
          schema={eventFormSchema}
          defaultValues={eventFormValues(event)}
          failureMessage={event ? 'Update event failed' : 'Create event failed'}
          onSubmit={async (values) => {
            const saved = await saveEvent.mutateAsync({ eventId: savedId.current, event: values });
            savedId.current = saved.id;
            if (postersChanged) {
              const withPosters = await savePosters.mutateAsync({ eventId: saved.id, posters });
              setSavedPosters(posterItems(withPosters.posters));
              setPosters(posterItems(withPosters.posters));
            }
            onClose();
          }}
        >
          {({ control }) => (
            <>
              <FormTextField control={control} name="title" label="Event Title" required />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name="dateTime"
                  label="Date & Time"
                  type="datetime-local"
                  required
                  slotProps={DATE_TIME_LABEL}
                />
                <FormSelect control={control} name="status" label="Status" options={STATUS_OPTIONS} />
              </Stack>
              <FormTextField control={control} name="venue" label="Location" required />
              <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
              <Divider />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Tickets
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField control={control} name="ticketPrice" label="Ticket Price (₹)" inputMode="numeric" />
                <FormTextField
                  control={control}
                  name="totalSpots"
                  label="Capacity (empty: open registration)"
                  inputMode="numeric"
                />
              </Stack>
              <FormTextField control={control} name="unpaidHoldLimit" label={UNPAID_HOLDS_LABEL} inputMode="numeric" />
              <FormSwitch control={control} name="waitlistEnabled" label="Waiting list when sold out" />
              <FormTextField
                control={control}
                name="offerWindowMinutes"
                label="Offer window (minutes)"
                inputMode="numeric"
                hint={OFFER_WINDOW_HINT}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name="salesOpenAt"
                  label="Sales Open"
                  type="datetime-local"
                  slotProps={DATE_TIME_LABEL}
                />
                <FormTextField
                  control={control}
                  name="salesCloseAt"
                  label="Sales Close"
                  type="datetime-local"
                  slotProps={DATE_TIME_LABEL}
                />
              </Stack>
              <FormTextField control={control} name="tags" label="Tags (comma separated)" />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField control={control} name="sponsor" label="Sponsor" />
                <FormTextField control={control} name="organizer" label="Organiser" />
              </Stack>
              <FormTextField control={control} name="registrationUrl" label="External Registration URL" type="url" />
              <FormCheckbox control={control} name="featured" label="Featured on the event page" />
              <Divider />
              <PosterPicker posters={posters} onChange={setPosters} />
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onClose}>Cancel</Button>
                <SubmitButton pendingLabel="Saving...">{event ? 'Save Changes' : 'Create Event'}</SubmitButton>
              </Stack>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}

const posterItems = (posters: AdminEvent['posters']): PosterItem[] =>
  posters.map((poster) => ({ key: poster.id, id: poster.id, url: poster.url }));
