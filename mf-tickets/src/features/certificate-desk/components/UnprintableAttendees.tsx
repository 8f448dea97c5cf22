import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_DESK_TEXT, CERTIFICATE_MESSAGES } from '@guildhall/contracts/certificate-text';
import type { UnprintableAttendee } from '@guildhall/contracts/certificates';
import { useIssueAttendeeCertificate } from '../api/certificate-actions';
import { TOUCH_TARGET } from '../certificate-format';
import { useOneFieldForm } from '../hooks/use-one-field-form';

interface UnprintableProps {
  eventId: string;
  /** The server's message once one is issued. */
  onIssued(message: string): void;
}

/** One attendee whose name the fonts lack: the name to print, and Issue. */
function UnprintableRow({ eventId, attendee, onIssued }: UnprintableProps & { attendee: UnprintableAttendee }) {
  const issue = useIssueAttendeeCertificate(eventId, attendee.ticketId);
  const form = useOneFieldForm({
    field: 'fullName',
    initial: '',
    send: (fullName) => issue.mutateAsync(fullName),
    failureMessage: CERTIFICATE_DESK_TEXT.issueFailed,
    onSent: onIssued,
  });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {attendee.fullName}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void form.submit(event)}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          label={CERTIFICATE_DESK_TEXT.correctedName(attendee.ticketCode)}
          value={form.text}
          onChange={(change) => form.change(change.target.value)}
          inputRef={form.inputRef}
          error={form.fieldError !== null}
          helperText={form.fieldError ?? CERTIFICATE_MESSAGES.unprintable(attendee.characters)}
          required
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={form.blank || form.sending}
          aria-label={`${CERTIFICATE_DESK_TEXT.issueOne}: ${attendee.fullName} (${attendee.ticketCode})`}
          sx={{ ...TOUCH_TARGET, flexShrink: 0 }}
        >
          {CERTIFICATE_DESK_TEXT.issueOne}
        </Button>
      </Stack>
      {form.error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {form.error}
        </Alert>
      )}
    </Paper>
  );
}

/** Admitted attendees whose names the certificate cannot print, each issued alone under a name typed here. */
export function UnprintableAttendees({
  eventId,
  attendees,
  onIssued,
}: UnprintableProps & { attendees: readonly UnprintableAttendee[] }) {
  return (
    <Stack component="section" aria-labelledby="unprintable-title" spacing={1}>
      <Typography variant="subtitle2" component="h4" id="unprintable-title" sx={{ fontWeight: 700 }}>
        {CERTIFICATE_DESK_TEXT.unprintableTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {CERTIFICATE_DESK_TEXT.unprintableBody}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {attendees.map((attendee) => (
          <UnprintableRow key={attendee.ticketId} eventId={eventId} attendee={attendee} onIssued={onIssued} />
        ))}
      </Stack>
    </Stack>
  );
}
