import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShownVerdict } from '../offline/use-door';
import { verdictText } from './verdict-text';

const SHOWN_FOR_MS = 2_500;

/**
 * The verdict over the whole screen, at once: green 'Checked in' with the name, or red with the reason. It goes
 * away by itself or on a tap; scanning goes on underneath, so the next ticket replaces it.
 */
export function VerdictScreen({ verdict, onDone }: { verdict: ShownVerdict; onDone(): void }) {
  const { admitted, headline, otherEvent } = verdictText(verdict);
  useEffect(() => {
    const timer = window.setTimeout(onDone, SHOWN_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [verdict.seq, onDone]);
  return (
    <Box
      role="alert"
      data-testid="verdict"
      data-result={verdict.result}
      onClick={onDone}
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
        Tap to close
      </Typography>
    </Box>
  );
}
