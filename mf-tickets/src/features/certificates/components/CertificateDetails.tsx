import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_PAGE_TEXT } from '@guildhall/contracts/certificate-text';
import type { CertificateVerdict } from '@guildhall/contracts/certificates';
import { formatCalendarDay, formatDate } from '@guildhall/contracts/dates';

type Row = [label: string, value: string];

/**
 * What the certificate says, so a checker can compare it with the paper: who, which event, when and where, when it
 * was issued (and revoked), and its code. Label above value on a phone, side by side from `sm`.
 */
export function CertificateDetails({ verdict }: { verdict: CertificateVerdict }) {
  const revoked: Row[] = verdict.revokedAt ? [[CERTIFICATE_PAGE_TEXT.revokedOn, formatDate(verdict.revokedAt)]] : [];
  const rows: Row[] = [
    [CERTIFICATE_PAGE_TEXT.name, verdict.fullName],
    [CERTIFICATE_PAGE_TEXT.event, verdict.eventTitle],
    [CERTIFICATE_PAGE_TEXT.date, formatCalendarDay(verdict.eventDate)],
    [CERTIFICATE_PAGE_TEXT.venue, verdict.venue],
    [CERTIFICATE_PAGE_TEXT.issuedOn, formatDate(verdict.issuedAt)],
    ...revoked,
    [CERTIFICATE_PAGE_TEXT.code, verdict.code],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
      {rows.map(([label, value]) => (
        <Box
          key={label}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, columnGap: 2, rowGap: 0.25 }}
        >
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
