import Box from '@mui/material/Box';
import { Form, FormTextField, SubmitButton } from '@guildhall/ui/form';
import { useSendContactMessage } from '../api/send-contact-message';

const TEXT_FIELDS = [
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'lpuID', label: 'LPU ID' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
] as const;

// Fetched on the first focus: zod stays off the budgeted /contact first load (docs/interfaces.md, "Bundles").
const loadSchema = () => import('@guildhall/contracts').then((contracts) => contracts.contactMessageSchema);

const EMPTY = { name: '', lpuID: '', email: '', phone: '', subject: '', message: '' };
/** Names the form in the page's first paint, whose typed text and queued Send carry over. */
const CONTACT_FORM_FIRST_PAINT_ID = 'contact';
/** The success banner's life (docs/choices.md, "Contact and joining"). */
export const CONTACT_SUCCESS_BANNER_MS = 3_000;

export function ContactForm() {
  const send = useSendContactMessage();
  return (
    <Form
      schema={loadSchema}
      defaultValues={EMPTY}
      onSubmit={(message) => send.mutateAsync(message)}
      successMessage="Your message has been sent successfully!"
      successMessageMs={CONTACT_SUCCESS_BANNER_MS}
      failureMessage="Failed to send message"
      resetOnSuccess
      firstPaintId={CONTACT_FORM_FIRST_PAINT_ID}
    >
      {({ control }) => (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
            {TEXT_FIELDS.map((field) => (
              <FormTextField key={field.name} control={control} {...field} />
            ))}
          </Box>
          <FormTextField control={control} name="subject" label="Subject" />
          <FormTextField control={control} name="message" label="Message" multiline minRows={5} />
          <SubmitButton pendingLabel="Sending...">Send Message</SubmitButton>
        </>
      )}
    </Form>
  );
}
