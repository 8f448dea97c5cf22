// @cashfreepayments/cashfree-js ships no types: the part we call.
declare module '@cashfreepayments/cashfree-js' {
  interface CheckoutResult {
    error?: { message?: string };
    redirect?: boolean;
  }
  interface Cashfree {
    checkout(options: {
      paymentSessionId: string;
      redirectTarget: '_self' | '_blank' | '_top';
    }): Promise<CheckoutResult>;
  }
  export function load(options: { mode: 'sandbox' | 'production' }): Promise<Cashfree>;
}
