import Box from '@mui/material/Box';
import type { SyncOutcome } from '@guildhall/contracts';
import { verdictPhrase } from './verdict-text';
import { DoorNotice } from './DoorNotice';

/** What the sync found wrong with check-ins admitted offline: a ticket another door had let in, or a refused one. */
export function SyncReport({ outcomes, onDismiss }: { outcomes: SyncOutcome[]; onDismiss(): void }) {
  return (
    <DoorNotice tone="warning" onDismiss={onDismiss}>
      <strong>
        {outcomes.length} offline check-in{outcomes.length === 1 ? '' : 's'} need a look
      </strong>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {outcomes.map(({ nonce, outcome, verdict }) => (
          <li key={nonce}>
            {verdict.ticket?.fullName ?? 'Unknown ticket'}: admitted here offline, but {verdictPhrase(verdict)}
            {outcome === 'conflict' ? ' (two doors let this ticket in)' : ''}
          </li>
        ))}
      </Box>
    </DoorNotice>
  );
}
