import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { PublicEvent } from '@guildhall/contracts';
import { WAITLIST_JOIN_LABEL, WAITLIST_MESSAGES, WAITLIST_PAGE_TEXT } from '@guildhall/contracts/waitlist-text';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useJoinWaitlist } from '../api/join-waitlist';

// Fetched on the first focus: the waiting list's schemas (and their copy of the purchase's fields) stay out of the
// dialog's chunk, which every buyer downloads.
const loadSchema = () => import('@guildhall/contracts/waitlist').then((waitlist) => waitlist.waitlistJoinFormSchema);

// The purchase form's four fields, with its labels: the same person joins the list and, offered a seat, buys it.
const FIELDS = [
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'lpuId', label: 'LPU ID', inputMode: 'numeric' },
] as const;

/**
 * A sold-out event's waiting list, in the purchase dialog: why it is there, then the four fields. Joined, the
 * server's answer is the same whatever happened (an e-mail or LPU ID on the list already), so the form says only
 * to look for the e-mail. Refusals (409: a seat freed meanwhile, 429: too many from the network) show the server's
 * words, field errors under their fields.
 */
export function WaitlistJoinForm({ event }: { event: PublicEvent }) {
  const join = useJoinWaitlist();
  const [joined, setJoined] = useState(false);

  if (joined)
    return (
      <Alert severity="success" role="status">
        {WAITLIST_MESSAGES.joined} {WAITLIST_PAGE_TEXT.joinMailNote}
      </Alert>
    );

  return (
    <Stack spacing={2.5}>
      <Alert severity="info">{WAITLIST_PAGE_TEXT.joinIntro}</Alert>
      <Form
        schema={loadSchema}
        defaultValues={{ fullName: '', email: '', phone: '', lpuId: '' }}
        onSubmit={async (form) => {
          await join.mutateAsync({ ...form, eventId: event.id });
          setJoined(true);
        }}
        failureMessage={WAITLIST_PAGE_TEXT.joinFailed}
      >
        {({ control }) => (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {FIELDS.map((field) => (
                <FormTextField key={field.name} control={control} required {...field} />
              ))}
            </Box>
            <SubmitButton pendingLabel={WAITLIST_PAGE_TEXT.joinPending}>{WAITLIST_JOIN_LABEL}</SubmitButton>
          </>
        )}
      </Form>
    </Stack>
  );
}
