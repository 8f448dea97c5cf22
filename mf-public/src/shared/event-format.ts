import { PRICE_DISPLAY_FALLBACK } from '@guildhall/contracts/limits';
import type { PublicEvent } from '@guildhall/contracts';

// Numbers and prices as the club announces them, in Indian English ('1,00,000'); dates and times come from
// '@guildhall/contracts/dates'. Written out instead of through Intl: a page's first use of Intl loads ICU's data,
// a long task of the landing page's first render (docs/choices.md, "One voice").

/** A whole number grouped the Indian way, as toLocaleString('en-IN') writes it: 1,00,000; 12,34,567. */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-IN');
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}

/** The spec's rule: the price shown falls back to ₹1 when the event has none; a price of 0 is a free event. */
export function priceText(ticketPrice: number | null | undefined): string {
  if (ticketPrice === 0) return 'Free';
  return `₹${groupDigits(ticketPrice ?? PRICE_DISPLAY_FALLBACK)}`;
}

/** 'Not Applicable' (or nothing) means the event has no sponsor. */
export const sponsorOf = (event: Pick<PublicEvent, 'sponsor'>) =>
  event.sponsor && event.sponsor.trim().toLowerCase() !== 'not applicable' ? event.sponsor : null;
