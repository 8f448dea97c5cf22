import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import type { DeskCertificate } from '@guildhall/contracts/certificates';
import { useReissueCertificate, useRevokeCertificate } from '../api/certificate-actions';
import { CertificateTextDialog } from './CertificateTextDialog';

interface CertificateDialogProps {
  eventId: string;
  certificate: DeskCertificate;
  onSent(message: string): void;
  onClose(): void;
}

/** Re-issue under a corrected name (prefilled with the printed one): the old code is revoked, a new one e-mailed. */
export function ReissueDialog({ eventId, certificate, onSent, onClose }: CertificateDialogProps) {
  const reissue = useReissueCertificate(eventId, certificate.code);
  return (
    <CertificateTextDialog
      title={CERTIFICATE_DESK_TEXT.reissueTitle}
      body={CERTIFICATE_DESK_TEXT.reissueBody}
      label={CERTIFICATE_DESK_TEXT.fullName}
      field="fullName"
      initial={certificate.fullName}
      submitLabel={CERTIFICATE_DESK_TEXT.reissue}
      send={(fullName) => reissue.mutateAsync(fullName)}
      failureMessage={CERTIFICATE_DESK_TEXT.reissueFailed}
      onSent={onSent}
      onClose={onClose}
    />
  );
}

/** Revoke with a reason: the verification page then reads revoked. */
export function RevokeDialog({ eventId, certificate, onSent, onClose }: CertificateDialogProps) {
  const revoke = useRevokeCertificate(eventId, certificate.code);
  return (
    <CertificateTextDialog
      title={CERTIFICATE_DESK_TEXT.revokeTitle}
      body={CERTIFICATE_DESK_TEXT.revokeBody(certificate.fullName)}
      label={CERTIFICATE_DESK_TEXT.revokeReason}
      field="reason"
      initial=""
      submitLabel={CERTIFICATE_DESK_TEXT.revoke}
      destructive
      send={(reason) => revoke.mutateAsync(reason)}
      failureMessage={CERTIFICATE_DESK_TEXT.revokeFailed}
      onSent={onSent}
      onClose={onClose}
    />
  );
}
