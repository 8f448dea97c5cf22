import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { ticketPurchaseFormSchema, type PublicEvent } from '@guildhall/contracts';
import { TICKET_CLUBS, TICKET_GENDERS } from '@guildhall/contracts/enums';
import { PRICE_DISPLAY_FALLBACK } from '@guildhall/contracts/limits';
import { PATHS } from '@guildhall/contracts/paths';
import { Form, FormRadioGroup, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { Link as RouterLink } from '@guildhall/ui/router';
import type { FindTicketDetails } from '../../../find-ticket-details';
import { holdForCheckout, refusedForTicketHeld, useCreateOrder } from '../api/create-order';
import { startCheckout } from '../checkout';
import { rememberedOrder, rememberOrder } from '../order-proof';

// Every field of the form is required (the spec's seven, the club and, for a hosteler, the hostel): each is marked.
const TEXT_FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'lpuId', label: 'LPU ID', inputMode: 'numeric' },
  { name: 'course', label: 'Course' },
] as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const twoColumnsFromSmall = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 };

/**
 * A seat a waiting list's offer holds (its claim link): the form starts with the entry's details, and the seat is
 * held for its e-mail address and LPU ID alone, so those two are read-only.
 */
export interface HeldSeat {
  offerToken: string;
  fullName: string;
  email: string;
  lpuId: string;
  phone: string;
}
const HELD_FIELDS: readonly string[] = ['email', 'lpuId'];
const readOnly = { input: { readOnly: true } };

/**
 * The way to the ticket an LPU ID already holds, under the fields while the LPU ID field carries create-order's
 * refusal of a second one (it says why; both clear once the LPU ID is edited): Find my ticket, with the details
 * typed here.
 */
function TicketHeldNotice({ details }: { details: FindTicketDetails }) {
  return (
    <Alert severity="info">
      <Link component={RouterLink} to={PATHS.findTicket} state={details}>
        Find my ticket
      </Link>{' '}
      sends it to you again, to the e-mail address it was bought with.
    </Alert>
  );
}

/**
 * The purchase form: every field of the spec, the price shown (never sent as the price), then checkout. A retry
 * sends the proof of this tab's earlier order for the event, so its seat is released rather than held twice; just
 * before the checkout, the order's short first hold is extended (docs/choices.md, "Tickets and payments"). An LPU ID
 * that already has a ticket for the event is refused at the order, before any payment, with the way to that ticket.
 * With `heldSeat` (a waiting list's claim link) the order sends the offer's token and takes the seat it holds.
 */
export function PurchaseForm({ event, heldSeat }: { event: PublicEvent; heldSeat?: HeldSeat }) {
  const createOrder = useCreateOrder();
  const price = event.ticketPrice || PRICE_DISPLAY_FALLBACK;
  const refused = refusedForTicketHeld(createOrder.error) ? createOrder.variables : undefined;

  return (
    <Form
      schema={ticketPurchaseFormSchema}
      defaultValues={{
        fullName: heldSeat?.fullName ?? '',
        email: heldSeat?.email ?? '',
        phone: heldSeat?.phone ?? '',
        lpuId: heldSeat?.lpuId ?? '',
        course: '',
        hostel: '',
      }}
      onSubmit={async (form) => {
        const previousOrder = rememberedOrder(event.id);
        const order = await createOrder.mutateAsync({
          ...form,
          amount: price,
          eventId: event.id,
          ...(previousOrder ? { previousOrder } : {}),
          ...(heldSeat ? { offerToken: heldSeat.offerToken } : {}),
        });
        const proof = { order_id: order.order_id, order_secret: order.order_secret };
        rememberOrder(event.id, proof);
        await holdForCheckout(proof);
        await startCheckout(order.payment_session_id, order.checkout);
      }}
      failureMessage="Payment failed. Please try again."
    >
      {({ control, watch, formState }) => (
        <>
          <Box sx={twoColumnsFromSmall}>
            {TEXT_FIELDS.map((field) => (
              <FormTextField
                key={field.name}
                control={control}
                required
                {...field}
                slotProps={heldSeat && HELD_FIELDS.includes(field.name) ? readOnly : undefined}
              />
            ))}
          </Box>
          {/* Read on every render: react-hook-form follows the errors only once they have been read. */}
          {formState.errors.lpuId?.type === 'server' && refused && (
            <TicketHeldNotice details={{ email: refused.email, lpuId: refused.lpuId }} />
          )}
          <Box sx={twoColumnsFromSmall}>
            <FormRadioGroup control={control} name="gender" label="Gender" options={options(TICKET_GENDERS)} required />
            <FormRadioGroup control={control} name="hosteler" label="Hosteler" options={YES_NO} required />
          </Box>
          {watch('hosteler') === 'yes' && (
            <FormTextField control={control} name="hostel" label="Hostel Name" required />
          )}
          <FormRadioGroup control={control} name="club" label="Club" options={options(TICKET_CLUBS)} required />
          <TextField
            label="Ticket Price"
            value={`₹${price}`}
            slotProps={{ input: { readOnly: true } }}
            helperText="Set by the event; charged at checkout."
            fullWidth
          />
          <SubmitButton pendingLabel="Processing...">Pay Now</SubmitButton>
        </>
      )}
    </Form>
  );
}
