import { useParams } from '@guildhall/ui/router';
import { CertificateCheckView } from '../features/certificates/components/CertificateCheckView';
import { CertificateFrame } from '../features/certificates/components/CertificateFrame';

/**
 * `mf_tickets/CertificatePage` at `/certificates/:code` (CERTIFICATE_PAGE_ROUTE; open to anyone): where an attendance
 * certificate's QR code leads, saying whether the certificate is genuine, revoked or unknown.
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  return (
    <CertificateFrame>
      <CertificateCheckView code={code} />
    </CertificateFrame>
  );
}
