import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { EventBackdrop } from './EventHero';

const block = (width: string | number, height: number, extra: object = {}) => ({
  width,
  height,
  mx: 'auto',
  borderRadius: 2,
  bgcolor: 'rgba(255, 255, 255, 0.1)',
  ...extra,
});

/**
 * The event page while its event loads: the layout with neutral placeholders where the title, tiles, button,
 * countdown and spots go. Also the page's static first paint (src/first-paint.tsx): without `heading` it holds no
 * value; the first paint written with the featured event passes the event's heading (EventHeading).
 */
export function EventSkeleton({ heading }: { heading?: ReactNode }) {
  return (
    <Box aria-busy="true" aria-label="Loading the event">
      <EventBackdrop>
        {heading ?? (
          <>
            <Box sx={block(180, 20)} />
            <Box sx={block('80%', 56, { mt: 2 })} />
          </>
        )}
        <Box
          sx={{
            mt: 4,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
            gap: { xs: 1.5, sm: 2 },
          }}
        >
          {[0, 1, 2, 3].map((tile) => (
            <Box key={tile} sx={block('100%', 76)} />
          ))}
        </Box>
        <Box sx={block(200, 52, { mt: 4, borderRadius: 99 })} />
        <Box sx={{ mt: 6, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: { xs: 1, sm: 2 } }}>
          {[0, 1, 2, 3].map((unit) => (
            <Box key={unit} sx={block('100%', 96)} />
          ))}
        </Box>
        <Box sx={block('100%', 12, { mt: 6, borderRadius: 99 })} />
      </EventBackdrop>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box sx={{ ...block('100%', 160), bgcolor: 'rgba(27, 42, 65, 0.06)' }} />
      </Container>
    </Box>
  );
}
