import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '@guildhall/contracts/limits';
import type { WaitlistDeskEntry } from '@guildhall/contracts/waitlist';
import { WAITLIST_DESK_TEXT } from '@guildhall/contracts/waitlist-desk';
import { getErrorMessage } from '@guildhall/shared-session';
import type { GridPaginationModel } from '@guildhall/ui/data-grid';
import { Download } from '@guildhall/ui/icons';
import { ListLoading, QueryView } from '@guildhall/ui/list-state';
import { useWaitlist } from '../api/get-waitlist';
import { useExportWaitlist, useOfferNextSeat, useRemoveWaitlistEntry } from '../api/waitlist-actions';
import { FIRST_PAGE } from '../list-options';
import { RemoveWaitlistEntryDialog } from './RemoveWaitlistEntryDialog';
import { WaitlistCards } from './WaitlistCards';
import { WaitlistCounts } from './WaitlistCounts';
import WaitlistGrid from './WaitlistGrid';

/** What the last action said: its refusal (the server's message) or that a seat was offered. */
type Outcome = { severity: 'error' | 'success'; text: string } | null;

/**
 * The selected event's waiting list in the ticket desk (loaded with the event): its counts, the line and everyone
 * else, Remove, 'Offer the next seat now' and the CSV (docs/choices.md, "Waiting list"). Remounted per event.
 */
export default function WaitlistSection({ eventId }: { eventId: string }) {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 1}px)`);
  const waitlist = useWaitlist(eventId);
  const remove = useRemoveWaitlistEntry();
  const offer = useOfferNextSeat();
  const exporter = useExportWaitlist();
  const [removing, setRemoving] = useState<WaitlistDeskEntry | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);
  const failed = (fallback: string) => (failure: unknown) =>
    setOutcome({ severity: 'error', text: getErrorMessage(failure, fallback) });

  function offerNext() {
    setOutcome(null);
    offer.mutate(eventId, {
      onSuccess: () => setOutcome({ severity: 'success', text: WAITLIST_DESK_TEXT.offered }),
      onError: failed(WAITLIST_DESK_TEXT.offerFailed),
    });
  }

  function download() {
    setOutcome(null);
    exporter.mutate(eventId, { onError: failed(WAITLIST_DESK_TEXT.downloadFailed) });
  }

  function confirmRemove(entry: WaitlistDeskEntry) {
    setOutcome(null);
    remove.mutate(entry.id, {
      onSettled: () => setRemoving(null),
      onError: failed(WAITLIST_DESK_TEXT.removeFailed),
    });
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="waitlist-title" sx={{ p: 2 }}>
      <Stack
        direction={mobile ? 'column' : 'row'}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: mobile ? 'stretch' : 'center', mb: 1.5 }}
      >
        <Typography variant="subtitle1" component="h3" id="waitlist-title" sx={{ fontWeight: 700 }}>
          {WAITLIST_DESK_TEXT.title}
        </Typography>
        <Stack direction={mobile ? 'column' : 'row'} spacing={1}>
          {waitlist.data?.enabled && (
            <Button variant="contained" onClick={offerNext} disabled={offer.isPending}>
              {offer.isPending ? WAITLIST_DESK_TEXT.offering : WAITLIST_DESK_TEXT.offerNext}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={download}
            disabled={!waitlist.data || exporter.isPending}
          >
            {exporter.isPending ? WAITLIST_DESK_TEXT.downloading : WAITLIST_DESK_TEXT.download}
          </Button>
        </Stack>
      </Stack>
      <QueryView
        query={waitlist}
        loading={<ListLoading text={WAITLIST_DESK_TEXT.loading} />}
        errorText={WAITLIST_DESK_TEXT.loadFailed}
      >
        {(data) => {
          const listProps = { entries: data.entries, pagination, onPaginationChange: setPagination };
          return (
            <Stack spacing={1.5}>
              {data.enabled ? (
                <Typography color="text.secondary">
                  {WAITLIST_DESK_TEXT.offerWindow(data.offerWindowMinutes)}
                </Typography>
              ) : (
                <Alert severity="info">{WAITLIST_DESK_TEXT.off}</Alert>
              )}
              {outcome && (
                <Alert severity={outcome.severity} onClose={() => setOutcome(null)}>
                  {outcome.text}
                </Alert>
              )}
              <WaitlistCounts counts={data.counts} />
              {data.entries.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {WAITLIST_DESK_TEXT.empty}
                </Typography>
              ) : mobile ? (
                <WaitlistCards {...listProps} onRemove={setRemoving} />
              ) : (
                <WaitlistGrid {...listProps} onRemove={setRemoving} />
              )}
            </Stack>
          );
        }}
      </QueryView>
      {removing && (
        <RemoveWaitlistEntryDialog
          entry={removing}
          removing={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() => confirmRemove(removing)}
        />
      )}
    </Paper>
  );
}
