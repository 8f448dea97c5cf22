import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { ContactMessage, ContactMessageForm } from '@guildhall/contracts';
import { Form, FormTextField, SubmitButton, type FormProps } from '@guildhall/ui/form';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactPrefill, type ContactPrefill } from '../hooks/use-contact-prefill';

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

type ContactFormApi = Parameters<FormProps<ContactMessageForm, ContactMessage>['children']>[0];

/**
 * Gives each field the visitor has not changed (it still holds what was last filled in, or nothing) the member's
 * value, as its new default: typed text stays, and a reset after a sent message keeps who the member is.
 */
function FillUntouchedFields({
  form,
  values: { name, lpuID, email },
}: {
  form: ContactFormApi;
  values: ContactPrefill;
}) {
  const filled = useRef({ name: EMPTY.name, lpuID: EMPTY.lpuID, email: EMPTY.email });
  // After the fields' layout effects (it comes last), which subscribe them to new values; before the Form's, which
  // hands over what was typed into the first paint, so that text wins.
  useLayoutEffect(() => {
    for (const [field, value] of [
      ['name', name],
      ['lpuID', lpuID],
      ['email', email],
    ] as const) {
      if (!value || form.getValues(field) !== filled.current[field]) continue;
      filled.current[field] = value;
      form.resetField(field, { defaultValue: value });
    }
  }, [form, name, lpuID, email]);
  return null;
}

export function ContactForm() {
  const send = useSendContactMessage();
  const prefill = useContactPrefill();
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
      {(form) => (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
            {TEXT_FIELDS.map((field) => (
              <FormTextField key={field.name} control={form.control} {...field} />
            ))}
          </Box>
          <FormTextField control={form.control} name="subject" label="Subject" />
          <FormTextField control={form.control} name="message" label="Message" multiline minRows={5} />
          <SubmitButton pendingLabel="Sending...">Send Message</SubmitButton>
          <FillUntouchedFields form={form} values={prefill} />
        </>
      )}
    </Form>
  );
}
