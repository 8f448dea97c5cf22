import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CANCEL_REASON_MAX, cancelTicketSchema, type AdminTicket } from '@guildhall/contracts';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useUpdateTicket } from '../api/update-ticket';

/** Cancel with a reason (docs/choices.md, "Ticket desk"): the spot is freed and the door will refuse the ticket. */
export function CancelTicketDialog({ ticket, onClose }: { ticket: AdminTicket; onClose(): void }) {
  const update = useUpdateTicket();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-ticket-title">
      <DialogTitle id="cancel-ticket-title">Cancel Ticket</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Cancel {ticket.ticketId} of {ticket.fullName}? The spot is freed and the ticket is refused at the door.
        </Typography>
        <Form
          schema={cancelTicketSchema}
          defaultValues={{ reason: '' }}
          onSubmit={async ({ reason }) => {
            await update.mutateAsync({ id: ticket.id, change: { action: 'cancel', reason } });
            onClose();
          }}
          failureMessage="Ticket update failed"
        >
          {({ control }) => (
            <>
              <FormTextField
                control={control}
                name="reason"
                label="Reason"
                multiline
                minRows={2}
                characterLimit={CANCEL_REASON_MAX}
                autoFocus
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={onClose}>Keep Ticket</Button>
                <SubmitButton pendingLabel="Cancelling...">Cancel Ticket</SubmitButton>
              </Stack>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  );
}
