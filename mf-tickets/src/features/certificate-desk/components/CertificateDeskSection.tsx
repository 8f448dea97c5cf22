import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { CERTIFICATE_DESK_TEXT } from '@guildhall/contracts/certificate-text';
import { ListLoading } from '@guildhall/ui/list-state';

// Its own chunk, as the waiting list's section: it downloads once an event is chosen, not with the tab.
const CertificateSection = lazy(() => import('./CertificateSection'));

/** The event's certificates under its waiting list in the ticket desk (the page mounts it, once per event). */
export function CertificateDeskSection({ eventId }: { eventId: string }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: 160, display: 'grid', placeItems: 'center' }}>
          <ListLoading text={CERTIFICATE_DESK_TEXT.loading} />
        </Box>
      }
    >
      <CertificateSection eventId={eventId} />
    </Suspense>
  );
}
