import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RedeemRequest } from '@guildhall/contracts';
import { getErrorMessage } from '@guildhall/shared-session';
import { useDoor } from '../offline/use-door';
import { useKeyboardWedge } from '../scanner/keyboard-wedge';
import { CameraPanel } from './CameraPanel';
import { DoorHeader } from './DoorHeader';
import { DoorSearch } from './DoorSearch';
import { SyncReport } from './SyncReport';
import { VerdictScreen } from './VerdictScreen';
import { DoorNotice } from './DoorNotice';

/** One event's door: counter, camera, USB scanner, search, the verdict screen and the sync report. */
export function DoorPanel({ eventId, doorName }: { eventId: string; doorName: string }) {
  const door = useDoor(eventId, doorName);
  const [error, setError] = useState<string | null>(null);
  const judge = (request: RedeemRequest) => {
    setError(null);
    door.judge(request).catch((failure: unknown) => setError(getErrorMessage(failure, 'Check-in failed.')));
  };
  const onSecret = (secret: string) => judge({ secret });
  useKeyboardWedge(onSecret, true);

  return (
    <Box>
      <DoorHeader counts={door.counts} offline={door.offline} queued={door.queued} />
      {door.listError && <DoorNotice tone="warning">{door.listError}</DoorNotice>}
      {error && (
        <DoorNotice tone="error" onDismiss={() => setError(null)}>
          {error}
        </DoorNotice>
      )}
      {door.report.length > 0 && <SyncReport outcomes={door.report} onDismiss={door.clearReport} />}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Scan
          </Typography>
          <CameraPanel onSecret={onSecret} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            A USB scanner works anywhere on this page.
          </Typography>
        </Box>
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Search
          </Typography>
          <DoorSearch search={door.search} onCheckIn={(ticketId) => judge({ ticketId })} onSecret={onSecret} />
        </Box>
      </Box>
      {door.verdict && <VerdictScreen verdict={door.verdict} onDone={door.clearVerdict} />}
    </Box>
  );
}
