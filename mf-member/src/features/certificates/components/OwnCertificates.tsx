import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATE_PAGE_TEXT,
  MEMBER_CERTIFICATES_TEXT,
  certificatePagePath,
  certificatePdfPath,
} from '@guildhall/contracts/certificate-text';
import type { MemberCertificate } from '@guildhall/contracts/certificates';
import { formatCalendarDay, formatDate } from '@guildhall/contracts/dates';
import { ListLoading, QueryView } from '@guildhall/ui/list-state';
import { Link as RouterLink } from '@guildhall/ui/router';
import { useOwnCertificates } from '../api/get-own-certificates';

/** Links a thumb can hit (44 px), one above the other on a phone. */
const linkSx = { minHeight: 44 };

/** One certificate: its event, when and where, the name it prints, when it was issued; its PDF and public page. */
function CertificateCard({ certificate }: { certificate: MemberCertificate }) {
  const titleId = `certificate-${certificate.code}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography id={titleId} component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {certificate.eventTitle}
      </Typography>
      <Typography color="text.secondary">{formatCalendarDay(certificate.eventDate)}</Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {certificate.venue}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {CERTIFICATE_PAGE_TEXT.name}: <strong>{certificate.fullName}</strong>
      </Typography>
      <Typography variant="body2">
        {CERTIFICATE_PAGE_TEXT.issuedOn} {formatDate(certificate.issuedAt)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button
          variant="outlined"
          href={certificatePdfPath(certificate.code)}
          download
          aria-describedby={titleId}
          sx={linkSx}
        >
          {MEMBER_CERTIFICATES_TEXT.download}
        </Button>
        <Button
          component={RouterLink}
          to={certificatePagePath(certificate.code)}
          aria-describedby={titleId}
          sx={linkSx}
        >
          {MEMBER_CERTIFICATES_TEXT.verify}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The Profile tab's attendance certificates, next to the tickets: each valid one of the member's LPU ID, with its
 * PDF and the public page its QR code leads to.
 */
export function OwnCertificates() {
  const certificates = useOwnCertificates();

  return (
    <section aria-labelledby="own-certificates-heading">
      <Typography id="own-certificates-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {MEMBER_CERTIFICATES_TEXT.title}
      </Typography>
      <QueryView
        query={certificates}
        loading={<ListLoading text={MEMBER_CERTIFICATES_TEXT.loading} />}
        errorText={MEMBER_CERTIFICATES_TEXT.loadFailed}
        isEmpty={(list) => list.length === 0}
        empty={<Typography color="text.secondary">{MEMBER_CERTIFICATES_TEXT.empty}</Typography>}
      >
        {(list) => (
          <Stack component="ul" spacing={1.5} aria-label={MEMBER_CERTIFICATES_TEXT.title} sx={{ m: 0, p: 0 }}>
            {list.map((certificate) => (
              <CertificateCard key={certificate.code} certificate={certificate} />
            ))}
          </Stack>
        )}
      </QueryView>
    </section>
  );
}
