// The local sandbox's hosted checkout page: the buyer picks how the payment ends.

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const CHECKOUT_OUTCOMES = {
  success: 'Pay successfully',
  failure: 'Fail the payment',
  pending: 'Leave it pending',
  drop: 'Cancel and go back',
} as const;
export type CheckoutOutcome = keyof typeof CHECKOUT_OUTCOMES;

export function checkoutPage(
  order: { order_id: string; order_amount: number; order_note?: string | null },
  action: string,
) {
  const buttons = Object.entries(CHECKOUT_OUTCOMES)
    .map(([outcome, label]) => `<button type="submit" name="outcome" value="${outcome}">${label}</button>`)
    .join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Payment sandbox checkout</title>
    <style>
      body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1d1d1f; margin: 0; }
      main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px;
        box-shadow: 0 2px 12px rgba(0,0,0,.08); }
      h1 { font-size: 1.4rem; margin-top: 0; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
      dt { color: #555; } dd { margin: 0; font-weight: 600; word-break: break-all; }
      form { display: grid; gap: .6rem; margin-top: 1.5rem; }
      button { font: inherit; padding: .8rem; border-radius: 8px; border: 1px solid #555; background: #fff;
        cursor: pointer; color: #1d1d1f; }
      button[value="success"] { background: #14532d; color: #fff; border-color: #14532d; }
      p.note { color: #555; font-size: .9rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Payment sandbox checkout</h1>
      <p class="note">A local stand-in for the payment provider: no money moves. Choose how this payment ends.</p>
      <dl>
        <dt>Order</dt><dd>${escape(order.order_id)}</dd>
        <dt>Amount</dt><dd>₹${order.order_amount}</dd>
        ${order.order_note ? `<dt>For</dt><dd>${escape(order.order_note)}</dd>` : ''}
      </dl>
      <form method="post" action="${escape(action)}">
        ${buttons}
      </form>
    </main>
  </body>
</html>`;
}
