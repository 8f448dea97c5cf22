import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import type { FindTicketDetails } from '../../../find-ticket-details';
import { useFindTicket } from '../api/find-ticket';

// Fetched on the first focus, as the public pages' forms do: zod is not on the page's first load.
const loadSchema = () => import('@guildhall/contracts').then((contracts) => contracts.findTicketSchema);

/**
 * The e-mail address and LPU ID of a purchase; the answer is the server's, the same whatever the details (it names
 * the address, never whether tickets were found). Over the limits (429) or while the server is busy (503) the
 * server's words show in the form's banner.
 */
export function FindTicketForm({ details }: { details: FindTicketDetails }) {
  const findTicket = useFindTicket();
  const [confirmation, setConfirmation] = useState<string | null>(null);

  return (
    <Stack spacing={2.5}>
      {confirmation && (
        <Alert severity="success" role="status">
          {confirmation} It can take a few minutes to arrive: please look in your spam folder too.
        </Alert>
      )}
      <Form
        schema={loadSchema}
        defaultValues={details}
        onSubmit={async (request) => {
          setConfirmation(null);
          setConfirmation(await findTicket.mutateAsync(request));
        }}
        failureMessage="Your tickets could not be sent. Please try again."
      >
        {({ control }) => (
          <>
            <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
            <FormTextField control={control} name="lpuId" label="LPU ID" inputMode="numeric" required />
            <SubmitButton pendingLabel="Sending...">Send My Tickets</SubmitButton>
          </>
        )}
      </Form>
    </Stack>
  );
}
