import { orderProofSchema, type OrderProof } from '@guildhall/contracts';

// The order this tab created for an event, with its secret (docs/choices.md, "Tickets and payments"): sent with a
// retry, it lets the server release this buyer's own earlier hold, and nobody else's. sessionStorage: this tab
// only (the checkout runs in the same window, so it is there again when the buyer comes back), gone with it.

const keyOf = (eventId: string) => `guildhall.ticket-order.${eventId}`;

export function rememberOrder(eventId: string, proof: OrderProof): void {
  try {
    sessionStorage.setItem(keyOf(eventId), JSON.stringify(proof));
  } catch {
    // Storage off or full: a retry then holds a second seat for a few minutes, which the server allows.
  }
}

/** The proof kept for `eventId`, if any (anything unreadable is ignored). */
export function rememberedOrder(eventId: string): OrderProof | undefined {
  try {
    const parsed = orderProofSchema.safeParse(JSON.parse(sessionStorage.getItem(keyOf(eventId)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
