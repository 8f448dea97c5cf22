import type { Checkout } from '@guildhall/contracts';

/**
 * Sends the buyer to pay, in this window: the real provider through cashfree-js (imported only now: it adds
 * Cashfree's script to the page as it loads), or the local sandbox's checkout page.
 */
export async function startCheckout(paymentSessionId: string, checkout: Checkout): Promise<void> {
  if (checkout.provider === 'local-sandbox') {
    window.location.assign(checkout.url);
    return;
  }
  const { load } = await import('@cashfreepayments/cashfree-js');
  const cashfree = await load({ mode: checkout.mode });
  const result = await cashfree.checkout({ paymentSessionId, redirectTarget: '_self' });
  if (result?.error) throw new Error(result.error.message ?? 'Payment failed. Please try again.');
}
