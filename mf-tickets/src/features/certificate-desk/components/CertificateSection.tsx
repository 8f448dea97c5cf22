import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import type { DeskCertificate } from '@guildhall/contracts/certificates';
import { MOBILE_BREAKPOINT_PX, PAGE_SIZE } from '@guildhall/contracts/limits';
import { getErrorMessage } from '@guildhall/shared-session';
import type { GridPaginationModel } from '@guildhall/ui/data-grid';
import { ListLoading, QueryView } from '@guildhall/ui/list-state';
import { useIssueCertificates } from '../api/certificate-actions';
import { useCertificateDesk } from '../api/get-certificate-desk';
import { usePreviewCertificate } from '../api/preview-certificate';
import { TOUCH_TARGET } from '../certificate-format';
import { CertificateCards } from './CertificateCards';
import { ReissueDialog, RevokeDialog } from './CertificateDialogs';
import CertificateGrid from './CertificateGrid';
import { IssueCertificatesDialog } from './IssueCertificatesDialog';
import { UnprintableAttendees } from './UnprintableAttendees';

/** What the last action said: the server's message, or its refusal. */
type Outcome = { severity: 'error' | 'success'; text: string } | null;
type Open = { dialog: 'issue' } | { dialog: 'reissue' | 'revoke'; certificate: DeskCertificate } | null;

const FIRST_PAGE = { page: 0, pageSize: PAGE_SIZE.default };

/**
 * The selected event's attendance certificates in the ticket desk: the counts, Preview one and Issue once the event
 * is over, the attendees whose names need typing again, and every certificate with its PDF, Re-issue and Revoke
 * (docs/choices.md, "Attendance certificates"). Remounted per event.
 */
export default function CertificateSection({ eventId }: { eventId: string }) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const desk = useCertificateDesk(eventId);
  const issue = useIssueCertificates(eventId);
  const preview = usePreviewCertificate();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);
  const succeeded = (text: string) => setOutcome({ severity: 'success', text });
  const failed = (fallback: string) => (failure: unknown) =>
    setOutcome({ severity: 'error', text: getErrorMessage(failure, fallback) });
  const closeWith = (message: string) => {
    setOpen(null);
    succeeded(message);
  };

  function issueAll() {
    setOutcome(null);
    issue.mutate(undefined, {
      onSuccess: succeeded,
      onError: failed(CERTIFICATE_DESK_TEXT.issueFailed),
      onSettled: () => setOpen(null),
    });
  }

  function showPreview() {
    setOutcome(null);
    preview.mutate(eventId, { onError: failed(CERTIFICATE_DESK_TEXT.previewFailed) });
  }

  const actions = {
    onReissue: (certificate: DeskCertificate) => setOpen({ dialog: 'reissue', certificate }),
    onRevoke: (certificate: DeskCertificate) => setOpen({ dialog: 'revoke', certificate }),
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="certificates-title" sx={{ p: 2 }}>
      <Stack
        direction={mobile ? 'column' : 'row'}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: mobile ? 'stretch' : 'center', mb: 1.5 }}
      >
        <Typography variant="subtitle1" component="h3" id="certificates-title" sx={{ fontWeight: 700 }}>
          {CERTIFICATE_DESK_TEXT.title}
        </Typography>
        {desk.data?.issuable && (
          <Stack direction={mobile ? 'column' : 'row'} spacing={1}>
            <Button variant="outlined" onClick={showPreview} disabled={preview.isPending} sx={TOUCH_TARGET}>
              {preview.isPending ? CERTIFICATE_DESK_TEXT.previewing : CERTIFICATE_DESK_TEXT.preview}
            </Button>
            <Button
              variant="contained"
              onClick={() => setOpen({ dialog: 'issue' })}
              disabled={desk.data.toIssue === 0 || issue.isPending}
              sx={TOUCH_TARGET}
            >
              {CERTIFICATE_DESK_TEXT.issue(desk.data.toIssue)}
            </Button>
          </Stack>
        )}
      </Stack>
      <QueryView
        query={desk}
        loading={<ListLoading text={CERTIFICATE_DESK_TEXT.loading} />}
        errorText={CERTIFICATE_DESK_TEXT.loadFailed}
      >
        {(data) => {
          const listProps = {
            certificates: data.certificates,
            pagination,
            onPaginationChange: setPagination,
            ...actions,
          };
          return (
            <Stack spacing={1.5}>
              {!data.issuable && (
                <Alert severity="info" role="note">
                  {CERTIFICATE_DESK_TEXT.notYet}
                </Alert>
              )}
              {outcome && (
                <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
                  {outcome.text}
                </Alert>
              )}
              <Typography color="text.secondary">
                {CERTIFICATE_DESK_TEXT.counts(data.admitted, data.issued, data.toIssue)}
              </Typography>
              {data.issuable && data.unprintable.length > 0 && (
                <UnprintableAttendees eventId={eventId} attendees={data.unprintable} onIssued={succeeded} />
              )}
              {data.certificates.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {CERTIFICATE_DESK_TEXT.empty}
                </Typography>
              ) : mobile ? (
                <CertificateCards {...listProps} />
              ) : (
                <CertificateGrid {...listProps} />
              )}
            </Stack>
          );
        }}
      </QueryView>
      {open?.dialog === 'issue' && desk.data && (
        <IssueCertificatesDialog
          count={desk.data.toIssue}
          issuing={issue.isPending}
          onConfirm={issueAll}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'reissue' && (
        <ReissueDialog
          eventId={eventId}
          certificate={open.certificate}
          onSent={closeWith}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'revoke' && (
        <RevokeDialog
          eventId={eventId}
          certificate={open.certificate}
          onSent={closeWith}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
