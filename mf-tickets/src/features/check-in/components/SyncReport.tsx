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

/**
 * Offline check-ins the server recorded at another time than this device's (a scan before its ticket existed, or
 * ahead of the server's clock): the device's clock is wrong, and every offline scan it times until it is set right.
 */
export function ClockNotice({ count, onDismiss }: { count: number; onDismiss(): void }) {
  return (
    <DoorNotice tone="warning" onDismiss={onDismiss}>
      <strong>This device’s clock is wrong</strong>
      <Box component="p" sx={{ m: 0 }}>
        {count === 1
          ? 'A check-in made offline carried an impossible time, so it was recorded at an adjusted one.'
          : `${count} check-ins made offline carried impossible times, so they were recorded at adjusted ones.`}{' '}
        Set this device’s date and time to automatic in its settings.
      </Box>
    </DoorNotice>
  );
}
