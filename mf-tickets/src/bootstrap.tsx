import { useState } from 'react';
import Button from '@mui/material/Button';
import { CERTIFICATE_PAGE_ROUTE, PATHS } from '@guildhall/contracts/paths';
import { mountStandalone } from '@guildhall/ui';
import { Route, Routes, useLocation } from '@guildhall/ui/router';
import CertificatePage from './exposes/CertificatePage';
import FindTicketPage from './exposes/FindTicketPage';
import PaymentVerifyPage from './exposes/PaymentVerifyPage';
import PurchaseDialog from './exposes/PurchaseDialog';
import WaitlistPage from './exposes/WaitlistPage';

/** Standalone only: `/?event=<id>` opens the purchase dialog for that event, as the event page would. */
function PurchaseDialogLauncher() {
  const eventId = new URLSearchParams(useLocation().search).get('event');
  const [open, setOpen] = useState(false);
  if (!eventId) return <p>Open this page with ?event=&lt;event id&gt; to try the purchase dialog.</p>;
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Register Here
      </Button>
      <PurchaseDialog eventId={eventId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

// Standalone mode for this remote's team (the shell never loads this file).
mountStandalone(
  <Routes>
    <Route path={PATHS.landing} element={<PurchaseDialogLauncher />} />
    <Route path={PATHS.paymentVerify} element={<PaymentVerifyPage />} />
    <Route path={PATHS.findTicket} element={<FindTicketPage />} />
    {[PATHS.waitlistConfirm, PATHS.waitlistLeave, PATHS.waitlistClaim].map((path) => (
      <Route key={path} path={path} element={<WaitlistPage />} />
    ))}
    <Route path={CERTIFICATE_PAGE_ROUTE} element={<CertificatePage />} />
  </Routes>,
);
