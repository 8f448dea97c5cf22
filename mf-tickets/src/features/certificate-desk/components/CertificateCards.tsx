import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import { formatDate } from '@guildhall/contracts/dates';
import { ListPagination } from '@guildhall/ui/list-pagination';
import type { CertificateListProps } from './CertificateGrid';
import { CertificateActions, CertificateState } from './CertificateRowParts';

const { columns: HEADERS } = CERTIFICATE_DESK_TEXT;

/** Mobile (below 768 px): one card per certificate instead of the table, with the same pages and actions. */
export function CertificateCards({ certificates, pagination, onPaginationChange, ...actions }: CertificateListProps) {
  const start = pagination.page * pagination.pageSize;
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" aria-label={CERTIFICATE_DESK_TEXT.title} spacing={1.5} sx={{ m: 0, p: 0 }}>
        {certificates.slice(start, start + pagination.pageSize).map((certificate) => (
          <Paper key={certificate.code} component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
            <Typography component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {certificate.fullName}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {certificate.email}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {HEADERS.ticket} {certificate.ticketCode} · {HEADERS.code} {certificate.code} · {HEADERS.issued}{' '}
              {formatDate(certificate.issuedAt)}
            </Typography>
            <Typography variant="body2" component="div">
              <CertificateState certificate={certificate} />
            </Typography>
            <CertificateActions certificate={certificate} {...actions} />
          </Paper>
        ))}
      </Stack>
      <ListPagination count={certificates.length} pagination={pagination} onPaginationChange={onPaginationChange} />
    </Stack>
  );
}
