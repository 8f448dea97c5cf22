/**
 * The details a link to Find my ticket (`PATHS.findTicket`) may carry in its location state, so the form starts
 * with what the buyer already typed (the purchase form's refusal of a second ticket). Outside the features: the
 * purchase links to the page, the page reads it.
 */
export interface FindTicketDetails {
  email: string;
  lpuId: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The details in a location's state, blank where it has none (a link from elsewhere, a reload in a new tab). */
export function findTicketDetailsOf(state: unknown): FindTicketDetails {
  const details = (state ?? {}) as Partial<Record<keyof FindTicketDetails, unknown>>;
  return { email: textOf(details.email), lpuId: textOf(details.lpuId) };
}
