import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_DESK_TEXT, certificatePdfPath } from '@guildhall/contracts/certificate-text';
import type { DeskCertificate } from '@guildhall/contracts/certificates';
import { actionLabel, certificateStateText, TOUCH_TARGET } from '../certificate-format';

export interface CertificateActionProps {
  onReissue(certificate: DeskCertificate): void;
  onRevoke(certificate: DeskCertificate): void;
}

/** Its state, and a revoked one's reason under it. */
export function CertificateState({ certificate }: { certificate: DeskCertificate }) {
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {certificateStateText(certificate)}
      {certificate.revokeReason && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {certificate.revokeReason}
        </Typography>
      )}
    </Box>
  );
}

/** A valid certificate's PDF (the public link its code opens), Re-issue and Revoke; a revoked one has none. */
export function CertificateActions({
  certificate,
  onReissue,
  onRevoke,
}: CertificateActionProps & { certificate: DeskCertificate }) {
  if (certificate.state !== 'valid') return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }}>
      <Button
        size="small"
        variant="outlined"
        href={certificatePdfPath(certificate.code)}
        target="_blank"
        rel="noopener"
        aria-label={actionLabel(CERTIFICATE_DESK_TEXT.pdf, certificate)}
        sx={TOUCH_TARGET}
      >
        {CERTIFICATE_DESK_TEXT.pdf}
      </Button>
      <Button
        size="small"
        variant="outlined"
        aria-label={actionLabel(CERTIFICATE_DESK_TEXT.reissue, certificate)}
        onClick={() => onReissue(certificate)}
        sx={TOUCH_TARGET}
      >
        {CERTIFICATE_DESK_TEXT.reissue}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={actionLabel(CERTIFICATE_DESK_TEXT.revoke, certificate)}
        onClick={() => onRevoke(certificate)}
        sx={TOUCH_TARGET}
      >
        {CERTIFICATE_DESK_TEXT.revoke}
      </Button>
    </Box>
  );
}
