import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DoorCounts } from '@guildhall/contracts';

interface DoorHeaderProps {
  counts: DoorCounts | null;
  offline: boolean;
  queued: number;
}

/** The live counter and, while the network is down, the offline badge with the check-ins waiting to sync. */
export function DoorHeader({ counts, offline, queued }: DoorHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', my: 2 }}>
      <Typography aria-live="polite" data-testid="door-counter" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
        {counts ? `${counts.checkedIn} / ${counts.total}` : '– / –'}
        <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400, ml: 1 }}>
          checked in
        </Box>
      </Typography>
      {offline && (
        <Box
          role="status"
          sx={{ bgcolor: '#8a4b00', color: '#fff', px: 1.5, py: 0.5, borderRadius: 4, fontWeight: 600 }}
        >
          Offline{queued > 0 ? ` · ${queued} to sync` : ''}
        </Box>
      )}
      {!offline && queued > 0 && <Typography role="status">Syncing {queued}...</Typography>}
    </Box>
  );
}
