import { useEffect, useEffectEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CheckInResult } from '@guildhall/contracts/check-in-format';
import type { ShownVerdict } from '../offline/use-door';
import { verdictText } from './verdict-text';

/**
 * How long a verdict fills the screen (docs/choices.md, "The door"): 'Checked in' long enough to read at a glance; a
 * refusal longer, since the staff read out why (already checked in, by whom and when; another event's day) to the
 * guest. Any keystroke in the search, a scan or a tap ends it sooner.
 */
const verdictShownFor = (result: CheckInResult) => (result === 'admitted' ? 2_500 : 5_000);

/**
 * The verdict over the whole screen, at once: green 'Checked in' with the name, or red with the reason. It goes
 * away by itself (a bar shows the time left), on a tap, or when the door goes on: the next keystroke in the search
 * field (which keeps the focus: a tap here never takes it) or the next scan, whose verdict replaces this one.
 */
export function VerdictScreen({ verdict, onDone }: { verdict: ShownVerdict; onDone(): void }) {
  const { admitted, headline, otherEvent } = verdictText(verdict);
  const shownFor = verdictShownFor(verdict.result);
  const done = useEffectEvent(onDone);
  // Each verdict gets its own time, whatever re-renders the page meanwhile (the live counter, the search results).
  useEffect(() => {
    const timer = window.setTimeout(done, shownFor);
    return () => window.clearTimeout(timer);
  }, [verdict.seq, shownFor]);
  return (
    <Box
      role="alert"
      data-testid="verdict"
      data-result={verdict.result}
      onClick={onDone}
      // Keeps the focus where it is (the search field), so typing goes on there after the tap.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: admitted ? '#1b5e20' : '#b71c1c',
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
        overflowWrap: 'anywhere',
        overflowY: 'auto',
        cursor: 'pointer',
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: '2.25rem', sm: '3.5rem' }, fontWeight: 800, lineHeight: 1.1 }}>
        {headline}
      </Typography>
      {verdict.ticket && (
        <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' }, fontWeight: 600 }}>
          {verdict.ticket.fullName}
          <Box component="span" sx={{ display: 'block', fontSize: '0.6em', fontWeight: 400 }}>
            LPU ID {verdict.ticket.lpuId}
          </Box>
        </Typography>
      )}
      {otherEvent && (
        <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2.25rem' }, fontWeight: 600 }}>
          <Box component="span" sx={{ display: 'block', fontSize: '0.6em', fontWeight: 400 }}>
            This ticket is for
          </Box>{' '}
          {otherEvent.title}{' '}
          {otherEvent.when && (
            <Box component="span" sx={{ display: 'block', fontSize: '0.6em', fontWeight: 400 }}>
              {otherEvent.when}
            </Box>
          )}
        </Typography>
      )}
      {verdict.offline && <Typography component="p">Judged offline: it syncs when the network is back.</Typography>}
      <Typography component="p" sx={{ opacity: 0.85, mt: 2 }}>
        Tap to close, or scan or type the next one
      </Typography>
      <Box
        key={verdict.seq}
        aria-hidden
        data-testid="verdict-time-left"
        sx={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: '100%',
          height: 8,
          bgcolor: 'rgba(255, 255, 255, 0.75)',
          transformOrigin: 'left',
          '@keyframes door-verdict-time-left': { from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } },
          animation: `door-verdict-time-left ${shownFor}ms linear forwards`,
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      />
    </Box>
  );
}
