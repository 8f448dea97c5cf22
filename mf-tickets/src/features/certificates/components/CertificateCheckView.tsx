import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_PAGE_TEXT, certificatePdfPath } from '@guildhall/contracts/certificate-text';
import type { CertificateVerdict } from '@guildhall/contracts/certificates';
import { useCertificateCheck } from '../hooks/use-certificate-check';
import { CertificateDetails } from './CertificateDetails';
import { VerdictBanner } from './CertificateFrame';

/** The page's heading while there is no verdict to head it. */
function CheckHeading() {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2.5 }}>
      {CERTIFICATE_PAGE_TEXT.title}
    </Typography>
  );
}

function Genuine({ verdict }: { verdict: CertificateVerdict }) {
  return (
    <Stack spacing={3}>
      <VerdictBanner severity="success" heading={CERTIFICATE_PAGE_TEXT.genuine}>
        <Typography>{CERTIFICATE_PAGE_TEXT.genuineBody(verdict.fullName, verdict.eventTitle)}</Typography>
      </VerdictBanner>
      <CertificateDetails verdict={verdict} />
      <Button
        variant="contained"
        size="large"
        href={certificatePdfPath(verdict.code)}
        download
        sx={{ minHeight: 44, alignSelf: { sm: 'flex-start' } }}
      >
        {CERTIFICATE_PAGE_TEXT.download}
      </Button>
    </Stack>
  );
}

/** Revoked: said first, then what was revoked, so a checker sees whose certificate no longer stands. */
function Revoked({ verdict }: { verdict: CertificateVerdict }) {
  return (
    <Stack spacing={3}>
      <VerdictBanner severity="error" heading={CERTIFICATE_PAGE_TEXT.revoked}>
        <Typography>{CERTIFICATE_PAGE_TEXT.revokedBody}</Typography>
        {verdict.replaced && <Typography sx={{ mt: 1 }}>{CERTIFICATE_PAGE_TEXT.replaced}</Typography>}
      </VerdictBanner>
      <CertificateDetails verdict={verdict} />
    </Stack>
  );
}

function Unknown() {
  return (
    <VerdictBanner severity="warning" heading={CERTIFICATE_PAGE_TEXT.unknown}>
      <Typography>{CERTIFICATE_PAGE_TEXT.unknownBody}</Typography>
    </VerdictBanner>
  );
}

/**
 * The check of one code (`/certificates/:code`, open to anyone: the code printed under a certificate's QR code):
 * checking, failed with a retry, or the verdict: genuine, revoked or unknown.
 */
export function CertificateCheckView({ code }: { code: string }) {
  const check = useCertificateCheck(code);

  switch (check.status) {
    case 'checking':
      return (
        <>
          <CheckHeading />
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={CERTIFICATE_PAGE_TEXT.checking} />
          </Box>
        </>
      );
    case 'failed':
      return (
        <>
          <CheckHeading />
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={check.retry} sx={{ minHeight: 44 }}>
                {CERTIFICATE_PAGE_TEXT.retry}
              </Button>
            }
          >
            {check.message}
          </Alert>
        </>
      );
    case 'unknown':
      return <Unknown />;
    case 'found':
      return check.verdict.state === 'valid' ? (
        <Genuine verdict={check.verdict} />
      ) : (
        <Revoked verdict={check.verdict} />
      );
  }
}
