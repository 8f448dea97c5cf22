import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import { TOUCH_TARGET } from '../certificate-format';

interface IssueCertificatesDialogProps {
  count: number;
  issuing: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** The confirmation before every attendee without a certificate is e-mailed one. */
export function IssueCertificatesDialog({ count, issuing, onConfirm, onClose }: IssueCertificatesDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="issue-certificates-title"
      aria-describedby="issue-certificates-text"
    >
      <DialogTitle id="issue-certificates-title">{CERTIFICATE_DESK_TEXT.issueTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="issue-certificates-text">{CERTIFICATE_DESK_TEXT.issueBody(count)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TOUCH_TARGET}>
          {CERTIFICATE_DESK_TEXT.cancel}
        </Button>
        <Button variant="contained" disabled={issuing} onClick={onConfirm} sx={TOUCH_TARGET}>
          {issuing ? CERTIFICATE_DESK_TEXT.issuing : CERTIFICATE_DESK_TEXT.issue(count)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
