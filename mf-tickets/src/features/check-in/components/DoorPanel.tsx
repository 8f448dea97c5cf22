import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RedeemRequest } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import { useDoor } from '../offline/use-door';
import { IGNORED_SCAN_TEXT, useKeyboardWedge, type IgnoredScan } from '../scanner/keyboard-wedge';
import { CameraPanel } from './CameraPanel';
import { DoorHeader } from './DoorHeader';
import { DoorSearch } from './DoorSearch';
import { ClockNotice, SyncReport } from './SyncReport';
import { VerdictScreen } from './VerdictScreen';
import { DoorNotice } from './DoorNotice';

/** A scan the USB scanner's reader ignored stays said this long (or until the next scan, or Dismiss). */
const IGNORED_SCAN_SHOWN_MS = 8_000;

/** One event's door: counter, camera, USB scanner, search, the verdict screen and the sync report. */
export function DoorPanel({ eventId, doorName }: { eventId: string; doorName: string }) {
  const door = useDoor(eventId, doorName);
  const [error, setError] = useState<string | null>(null);
  const [ignored, setIgnored] = useState<{ reason: IgnoredScan; seq: number } | null>(null);
  const judge = (request: RedeemRequest) => {
    setError(null);
    setIgnored(null);
    door.judge(request).catch((failure: unknown) => setError(getErrorMessage(failure, 'Check-in failed.')));
  };
  const onSecret = (secret: string) => judge({ secret });
  const onIgnored = useCallback(
    (reason: IgnoredScan) => setIgnored((last) => ({ reason, seq: (last?.seq ?? 0) + 1 })),
    [],
  );
  useKeyboardWedge(onSecret, onIgnored, true);
  // A verdict puts the focus in the search field (it is announced as an alert meanwhile), so the next name typed
  // lands there and clears it (docs/choices.md, "The door"). Without scrolling: on a phone the camera stays in view.
  const searchField = useRef<HTMLInputElement>(null);
  const verdictSeq = door.verdict?.seq;
  useEffect(() => {
    if (verdictSeq !== undefined && document.activeElement !== searchField.current)
      searchField.current?.focus({ preventScroll: true });
  }, [verdictSeq]);
  useEffect(() => {
    if (!ignored) return;
    const timer = window.setTimeout(() => setIgnored(null), IGNORED_SCAN_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [ignored]);

  return (
    <Box>
      <DoorHeader counts={door.counts} offline={door.offline} queued={door.queued} />
      {ignored && (
        <DoorNotice tone="warning" onDismiss={() => setIgnored(null)}>
          <span data-testid="scan-ignored" data-reason={ignored.reason}>
            {IGNORED_SCAN_TEXT[ignored.reason]}
          </span>
        </DoorNotice>
      )}
      {door.listError && <DoorNotice tone="warning">{door.listError}</DoorNotice>}
      {error && (
        <DoorNotice tone="error" onDismiss={() => setError(null)}>
          {error}
        </DoorNotice>
      )}
      {door.report.length > 0 && <SyncReport outcomes={door.report} onDismiss={door.clearReport} />}
      {door.clockAdjusted > 0 && <ClockNotice count={door.clockAdjusted} onDismiss={door.clearClockAdjusted} />}
      {/* minmax(0, 1fr): a column never grows past the screen for a long name or e-mail in the results. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          mt: 2,
        }}
      >
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Scan
          </Typography>
          <CameraPanel onSecret={onSecret} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A USB or Bluetooth scanner works anywhere on this page.
          </Typography>
        </Box>
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Search
          </Typography>
          <DoorSearch
            search={door.search}
            onCheckIn={(ticketId) => judge({ ticketId })}
            onSecret={onSecret}
            onTyping={door.clearVerdict}
            inputRef={searchField}
          />
        </Box>
      </Box>
      {door.verdict && <VerdictScreen verdict={door.verdict} onDone={door.clearVerdict} />}
    </Box>
  );
}
