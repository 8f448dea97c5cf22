import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import type { WaitlistOffer } from '@guildhall/contracts/waitlist';
import { PATHS } from '@guildhall/contracts/paths';
import { WAITLIST_PAGE_TEXT } from '@guildhall/contracts/waitlist-text';
import { getErrorMessage } from '@guildhall/shared-session';
import { useLocation } from '@guildhall/ui/router';
import { useEvent } from '../features/purchase/api/get-event';
import { ClaimOffer } from '../features/waitlist/components/ClaimOffer';
import { ConfirmPlace } from '../features/waitlist/components/ConfirmPlace';
import { LeaveWaitlist } from '../features/waitlist/components/LeaveWaitlist';
import { WaitlistFrame, WaitlistLoading } from '../features/waitlist/components/WaitlistFrame';

// The purchase form (zod, the contracts' barrel, its choice fields) loads only with an offer to claim: the
// confirmation and leave pages never draw it.
const PurchaseForm = lazy(() =>
  import('../features/purchase/components/PurchaseForm').then((module) => ({ default: module.PurchaseForm })),
);

/** The offered seat's purchase: the event's price, the offer's details filled in, its token sent with the order. */
function OfferPurchase({ offer, offerToken }: { offer: WaitlistOffer; offerToken: string }) {
  const event = useEvent(offer.eventId, true);
  if (event.isPending) return <WaitlistLoading label={WAITLIST_PAGE_TEXT.claimLoading} />;
  if (event.isError)
    return (
      <Alert severity="error" variant="outlined">
        {getErrorMessage(event.error, WAITLIST_PAGE_TEXT.claimFailed)}
      </Alert>
    );
  const { fullName, email, lpuId, phone } = offer;
  return (
    <Suspense fallback={<WaitlistLoading label={WAITLIST_PAGE_TEXT.claimLoading} />}>
      <PurchaseForm event={event.data} heldSeat={{ offerToken, fullName, email, lpuId, phone }} />
    </Suspense>
  );
}

const PAGES = {
  [PATHS.waitlistConfirm]: {
    title: WAITLIST_PAGE_TEXT.confirmTitle,
    view: (token: string) => <ConfirmPlace token={token} />,
  },
  [PATHS.waitlistLeave]: {
    title: WAITLIST_PAGE_TEXT.leaveTitle,
    view: (token: string) => <LeaveWaitlist token={token} />,
  },
  [PATHS.waitlistClaim]: {
    title: WAITLIST_PAGE_TEXT.claimTitle,
    view: (token: string) => (
      <ClaimOffer token={token}>{(offer) => <OfferPurchase offer={offer} offerToken={token} />}</ClaimOffer>
    ),
  },
};

/**
 * `mf_tickets/WaitlistPage` at the three links a waiting list e-mails (`?token=...`, open to anyone: the link is
 * the proof): the confirmation's place in line, leaving the list (on a click only), and claiming an offered seat.
 */
export default function WaitlistPage() {
  const { pathname, search } = useLocation();
  const page = PAGES[pathname.replace(/\/+$/, '') as keyof typeof PAGES] ?? PAGES[PATHS.waitlistConfirm];
  const token = new URLSearchParams(search).get('token')?.trim();

  return (
    <WaitlistFrame title={page.title}>
      {token ? (
        page.view(token)
      ) : (
        <Alert severity="error" variant="outlined">
          {WAITLIST_PAGE_TEXT.linkIncomplete}
        </Alert>
      )}
    </WaitlistFrame>
  );
}
